import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { LOCAL_SESSION_ID_KEY, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { FAILING_INSURANCE_NAME } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import { h1 } from './support/delivery';
import { demoState } from './support/demoState';
import {
  button,
  expectMarker,
  failNextUpload,
  interceptFileChoosers,
  MANUAL_LABELS,
  openHubFromD1001,
  phonePhoto,
  recordUploads,
  smallImage,
  stepButton,
  tabTo,
  traceText,
} from './support/insurance';
import { RIVERA, signIn } from './support/payment';
import { expectTraceReplays } from './support/replay';

const guarantorCopy = english(guarantorCopyMessages);
const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

// The insurance and contact update flow (/insurance) on the demo build, reached from D1001's
// 'Yes, update my information' (demo-scenarios.md, "Insurance").
const { openPage } = setUpBrowser();

function expectQuietPage({ pageErrors, dialogs }: PortalPage): void {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(dialogs, 'alert/confirm dialogs').toEqual([]);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('insurance flow (/insurance)', () => {
  it("from D1001's link: the hub, the guarantor step prefilled and saved", async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    expect(page.url()).toBe(`${portalOrigin('demo')}/insurance`);
    for (const step of ['guarantor', 'primary', 'secondary'] as const) await expectMarker(page, step, false);
    await expectNoA11yViolations(page, 'insurance landing');

    await stepButton(page, 'guarantor').click();
    await h1(page, copy.steps.guarantor).waitFor();
    await field(page, copy.guarantor.firstName).waitFor();
    expect(await field(page, copy.guarantor.streetAddress).inputValue()).toBe('1420 Peachtree St NE');
    expect(await field(page, copy.guarantor.state).inputValue()).toBe('GA');
    await expectNoA11yViolations(page, 'guarantor step');

    await field(page, copy.guarantor.city).fill('Decatur');
    await field(page, copy.guarantor.mobile).fill('(555) 010-4001');
    const post = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.collectData);
    await button(page, copy.guarantor.continue).click();
    expect((await post).postDataJSON()).toMatchObject({
      City: 'Decatur',
      State: 'GA',
      Mobile: '(555) 010-4001',
      GuarantorFirstName: 'Maria',
      DocumentType: 'GuarantorData',
      PageNumber: 1,
      EntryMethod: 1,
    });
    await h1(page, copy.landing.heading).waitFor();
    await expectMarker(page, 'guarantor', true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), LOCAL_SESSION_ID_KEY)).toMatch(/^SES-/);
    // What was typed stays out of the event trace.
    const trace = await traceText(page);
    for (const typed of ['Decatur', '010-4001', 'Peachtree']) expect(trace).not.toContain(typed);
    expect(trace).toContain('CHOOSE_STEP');
    await expectTraceReplays(page, ['insurance', 'guarantorStep']);
    expectQuietPage(portal);
  });

  // A session that runs out on its own clock ends on the way in (tests/e2e/session.e2e.ts); here the
  // server stops taking the token first (its clock is ahead, or it revoked the token).
  it('a 401 on the guarantor save: the session alert, with what was typed kept', async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    await page.route(`**${API_PATHS.collectData}`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'expired' }) }),
    );
    await stepButton(page, 'guarantor').click();
    await field(page, copy.guarantor.city).fill('Decatur');
    await button(page, copy.guarantor.continue).click();

    const alert = page.getByRole('alertdialog', { name: copy.sessionExpired.heading });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(insuranceMessages.unauthorized);
    expect(await alert.getByRole('link', { name: copy.logInAgain }).getAttribute('href')).toBe('/d/D1001');
    await expectNoA11yViolations(page, 'guarantor step, session alert');
    await alert.getByRole('button', { name: copy.sessionAlertOk }).click();
    await waitForFocus(page, button(page, copy.guarantor.continue));
    expect(await field(page, copy.guarantor.city).inputValue()).toBe('Decatur');
    expectQuietPage(portal);

    // Without a token, /insurance says the session expired, with the way back to the link.
    await page.evaluate(
      (keys: string[]) => keys.forEach((key) => sessionStorage.removeItem(key)),
      [TOKEN_KEY, TOKEN_TIMESTAMP_KEY],
    );
    await page.reload();
    await h1(page, copy.sessionExpired.heading).waitFor();
    expect(await page.getByRole('link', { name: copy.logInAgain }).getAttribute('href')).toBe('/d/D1001');
  });

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

    await button(page, copy.upload.tryAgain).click();
    // 'Uploading image...' with a progress bar while it goes up.
    await page.waitForFunction(
      (label) => !!document.querySelector('main [role="status"]')?.textContent.includes(label),
      copy.upload.uploading,
    );
    expect(await page.getByRole('progressbar', { name: copy.upload.progress }).count()).toBe(1);
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

  it("without a guarantor token: 'Session Expired', and the way back is the root", async () => {
    const portal = await openPage('demo', '/insurance');
    const { page } = portal;
    await h1(page, copy.sessionExpired.heading).waitFor();
    expect(await page.locator('main').textContent()).toContain(copy.sessionExpired.body);
    await expectNoA11yViolations(page, 'session expired');
    await page.getByRole('link', { name: copy.logInAgain }).click();
    await page.waitForURL(`${portalOrigin('demo')}/`);
    expectQuietPage(portal);
  });

  it('the whole flow works by keyboard alone', async () => {
    const portal = await openPage('demo', '/d/D1001');
    const { page } = portal;
    interceptFileChoosers(page);
    await signIn(page, RIVERA);
    await page.getByRole('link', { name: guarantorCopy.updateInfoButton }).focus();
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));

    await tabTo(page, stepButton(page, 'guarantor'));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.steps.guarantor));
    await tabTo(page, field(page, copy.guarantor.phone));
    await page.keyboard.type('(555) 010-4000');
    await tabTo(page, button(page, copy.guarantor.continue));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'guarantor', true);

    await tabTo(page, stepButton(page, 'primary'));
    await page.keyboard.press('Enter');
    await tabTo(page, button(page, copy.choice.upload));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.upload.heading('primary')));
    for (const [side, file] of [
      [copy.upload.front, 'front.png'],
      [copy.upload.back, 'back.png'],
    ] as const) {
      await tabTo(page, button(page, side));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(smallImage(file));
      // The news takes the focus once the front is up; Tab goes on from there.
      if (side === copy.upload.front)
        await waitForFocus(page, page.locator('.upload-status').filter({ hasText: copy.upload.frontDone }));
    }
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'primary', true);

    await tabTo(page, stepButton(page, 'secondary'));
    await page.keyboard.press('Enter');
    await tabTo(page, button(page, copy.choice.manual));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.manual.heading('secondary')));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Aetna'); // Insurance Name, the first field
    await tabTo(page, field(page, copy.manual.relationship));
    await page.keyboard.press('ArrowDown'); // Self
    await tabTo(page, button(page, copy.manual.submit));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'secondary', true);

    await tabTo(page, button(page, copy.landing.done));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.thankYou));
    expectQuietPage(portal);
  });
});
