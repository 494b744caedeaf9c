import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { FAILING_INSURANCE_NAME } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import { expectQuietPage, h1 } from './support/delivery';
import { demoState } from './support/demoState';
import {
  button,
  expectMarker,
  failNextUpload,
  field,
  interceptFileChoosers,
  MANUAL_LABELS,
  openHubFromD1001,
  phonePhoto,
  recordUploads,
  smallImage,
  stepButton,
  traceText,
} from './support/insurance';
import { holdPosts } from './support/payment';
import { expectTraceReplays } from './support/replay';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

// The insurance flow's card steps on the demo build: the primary insurance by upload, the secondary by
// manual entry (the hub, the guarantor step and the keyboard walk are in insurance.e2e.ts).
const { openPage } = setUpBrowser();

describe('insurance flow (/insurance)', () => {
  // A phone photo of several megabytes is drawn, sent and scaled: on two busy cores more than 30 s.
  it('primary by upload: a large photo is scaled down; a failure, Try Again, then both sides', async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    const uploads = await recordUploads(page);
    interceptFileChoosers(page);
    await stepButton(page, 'primary').click();
    await h1(page, copy.steps.primary).waitFor();
    await expectNoA11yViolations(page, 'primary insurance options');
    await button(page, copy.choice.upload).click();
    await h1(page, copy.upload.heading('primary')).waitFor();
    expect(await page.getByText(copy.upload.imagesOnly).count()).toBe(1);
    await expectNoA11yViolations(page, 'upload, front');

    const photo = await phonePhoto(page, 'front-photo.png');
    await failNextUpload(page);
    const chooser = page.waitForEvent('filechooser');
    await button(page, copy.upload.front).click();
    // Several megabytes through the DevTools protocol: on two busy cores that took more than the 10 s a step gets.
    await (await chooser).setFiles(photo, { timeout: 30_000 });
    const failure = page.getByRole('alert').filter({ hasText: insuranceMessages.uploadFailed('front') });
    await failure.waitFor();
    await expectNoA11yViolations(page, 'upload, front failed');
    expect(await uploads()).toHaveLength(0);

    // The demo API answers at once in the browser tests: the upload is held while its progress is read.
    const releaseUpload = await holdPosts(page, API_PATHS.uploadDocument);
    await button(page, copy.upload.tryAgain).click();
    // 'Uploading image...' with a progress bar while it goes up.
    await page.waitForFunction(
      (label) => !!document.querySelector('main [role="status"]')?.textContent.includes(label),
      copy.upload.uploading,
    );
    expect(await page.getByRole('progressbar', { name: copy.upload.progress }).count()).toBe(1);
    await releaseUpload();
    await page.getByText(copy.upload.frontDone).waitFor();
    const sent = await uploads();
    expect(sent).toHaveLength(1);
    // Scaled down in the browser: a JPEG under the chosen name, far smaller than the photo.
    expect(sent[0]).toMatchObject({
      fileName: 'front-photo.jpg',
      fileType: 'image/jpeg',
      fields: { PageNumber: '1', DocumentType: 'PrimaryInsurance' },
    });
    expect(sent[0]!.fileBytes).toBeLessThan(photo.buffer.length / 2);
    expect(sent[0]!.fields.DocumentId).toBeUndefined();
    // The back goes with the DocumentId the demo backend gave the front (it keeps no file names).
    const frontId = (await demoState(page)).documents[0]?.DocumentId;
    expect(frontId).toMatch(/^DOC-/);
    await expectNoA11yViolations(page, 'upload, front done');

    // The demo backend refuses a file named fail…: Try Again sends that same file for the back again.
    await page.locator('input[type="file"]').setInputFiles(smallImage('fail-back.png'));
    const backFailure = page.getByRole('alert').filter({ hasText: insuranceMessages.uploadFailed('back') });
    await backFailure.waitFor();
    await button(page, copy.upload.tryAgain).click();
    await page.waitForFunction(() => (window as unknown as { __uploads: unknown[] }).__uploads.length === 3);
    await backFailure.waitFor();
    const backs = (await uploads()).slice(1);
    expect(backs.map((s) => [s.fileName, s.fields.PageNumber, s.fields.DocumentId])).toEqual([
      ['fail-back.png', '2', frontId],
      ['fail-back.png', '2', frontId],
    ]);

    await page.locator('input[type="file"]').setInputFiles(smallImage('back.png'));
    await h1(page, copy.landing.heading).waitFor();
    await page.getByRole('status').filter({ hasText: copy.upload.bothDone }).waitFor();
    await expectMarker(page, 'primary', true);
    expect((await uploads()).at(-1)).toMatchObject({
      fileName: 'back.png',
      fields: { PageNumber: '2', DocumentId: frontId },
    });
    await expectNoA11yViolations(page, 'landing after the upload');
    await expectTraceReplays(page, ['insurance', 'insuranceStep', 'upload']);
    expectQuietPage(portal);
  }, 60_000);

  it(`secondary by manual entry: ${FAILING_INSURANCE_NAME} is refused with what was typed kept, then Done`, async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    await stepButton(page, 'secondary').click();
    await button(page, copy.choice.manual).click();
    await h1(page, copy.manual.heading('secondary')).waitFor();
    await expectNoA11yViolations(page, 'manual entry');

    for (const [key, label] of Object.entries(MANUAL_LABELS)) {
      const value = typedInsurance[key as keyof typeof typedInsurance];
      if (key === 'planState') await field(page, label).selectOption('CT');
      else if (key === 'relationship') await field(page, label).selectOption(value);
      else await field(page, label).fill(key === 'insuranceName' ? FAILING_INSURANCE_NAME : value);
    }
    await button(page, copy.manual.submit).click();
    await page.getByRole('alert').filter({ hasText: DEMO_MESSAGES.insuranceNotFound }).waitFor();
    expect(await field(page, copy.manual.memberNumber).inputValue()).toBe(typedInsurance.memberNumber);
    await expectNoA11yViolations(page, 'manual entry refused');

    await field(page, copy.manual.insuranceName).fill('Aetna');
    const post = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.collectInsuranceData);
    await button(page, copy.manual.submit).click();
    expect((await post).postDataJSON()).toMatchObject({
      DocumentType: 3,
      EntryMethod: 1,
      PageNumber: 1,
      GuarantorId: 'G1001',
      InsuranceName: 'Aetna',
      PlanAddressState: 'CT',
      SubsriberFirstName: 'Maria',
      RelationToSubscriber: 'Self',
    });
    await h1(page, copy.landing.heading).waitFor();
    await expectMarker(page, 'secondary', true);
    expect(await traceText(page)).not.toContain(typedInsurance.memberNumber);

    await button(page, copy.landing.done).click();
    await h1(page, copy.thankYou).waitFor();
    await expectNoA11yViolations(page, 'thank you');
    await expectTraceReplays(page, ['insurance', 'insuranceStep', 'manualEntry']);
    expectQuietPage(portal);
  });
});
