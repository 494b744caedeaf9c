// The insurance flow in other languages, on the production bundle: every screen of the hub, upload,
// manual entry and camera walked in the pseudo-locale with nothing left in plain English and nothing
// wider than a 390 px phone; the hub, a step, the manual form and the camera in Spanish (lang="es",
// axe-core clean). One Chromium with a fake camera playing a good card; the camera is refused until
// the test grants it.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { insuranceCopy } from '@/screens/insurance/copy';
import { US_STATES } from '@machines/insurance/rules/usStates';
import { english, spanish } from '@tests/support/language';

import { expectNoA11yViolations } from './support/browser';
import { CHROMIUM_ARGS, CHROMIUM_WITH_CAMERA } from './support/chromium';
import { portalOrigin } from './support/config';
import { h1 } from './support/delivery';
import { failNextUpload, smallImage } from './support/insurance';
import { englishLeft, FITS_EVERY_PHONE, PHONE, sidewaysAtPhoneWidths } from './support/language';
import { apiPath, dropConnection } from './support/network';
import { holdPosts, RIVERA, signIn } from './support/payment';
import { writeCameraVideos } from './support/y4m';

const ARGS = [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'];
/** The states' own names stay as they are in every language (docs/decisions.md). */
const STATE_NAMES = US_STATES.map(([, name]) => name);

const workDir = join(tmpdir(), `insurance-language-e2e-${process.pid}`);
let browser: Browser | undefined;

beforeAll(async () => {
  const videos = await writeCameraVideos(join(workDir, 'videos'));
  browser = await chromium.launch({
    executablePath: CHROMIUM_WITH_CAMERA,
    headless: true,
    args: [...ARGS, `--use-file-for-fake-video-capture=${videos.good}`],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A phone-sized tab that has signed in on D1001's link (in English), so it holds a fresh token. */
async function signedInTab(): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const context = await browser!.newContext({ viewport: PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${portalOrigin('demo')}/d/${RIVERA.id}?lang=en`);
  await signIn(page, RIVERA);
  return { context, page, dialogs };
}

/** Nothing the portal wrote is still plain English on the screen (the pseudo-locale is on). */
async function expectTranslated(page: Page, where: string): Promise<void> {
  expect(await englishLeft(page, STATE_NAMES), where).toEqual([]);
  // Text a third longer still fits a phone, 320 px wide as well as 390: nothing scrolls sideways.
  expect(await sidewaysAtPhoneWidths(page), `${where}: scrolls sideways (px), by width`).toEqual(FITS_EVERY_PHONE);
}

const stepButtons = (page: Page) => page.locator('.step-button');
const options = (page: Page) => page.locator('.insurance-options button');
const cameraActions = (page: Page) => page.locator('.camera-actions button');

describe('the insurance flow in other languages', () => {
  it('pseudo-locale: no plain English on any screen, notice, failure or camera panel', async () => {
    const { context, page, dialogs } = await signedInTab();
    // Without a token first: the 'Session Expired' notice, in a tab of its own.
    const expired = await context.newPage();
    await expired.goto(`${portalOrigin('demo')}/insurance?lang=pseudo`);
    await expired.locator('#insurance-expired-title').waitFor();
    await expectTranslated(expired, 'session expired');
    await expired.close();

    await page.goto(`${portalOrigin('demo')}/insurance?lang=pseudo`);
    await stepButtons(page).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-XA');
    await expectTranslated(page, 'hub');

    // The guarantor step, its failure (the connection drops), then saved.
    await stepButtons(page).nth(0).click();
    const save = page.locator('form button[type="submit"]');
    await save.waitFor();
    await expectTranslated(page, 'guarantor step');
    await dropConnection(page, API_PATHS.collectData, { once: true });
    await save.click();
    await page.locator('#guarantor-step-error').waitFor();
    await expectTranslated(page, 'guarantor step, save failed');
    await save.click();
    await stepButtons(page).first().waitFor();

    // Primary: the step choice, then upload: a failure, the progress, the front done.
    await stepButtons(page).nth(1).click();
    await options(page).first().waitFor();
    await expectTranslated(page, 'step choice');
    await options(page).first().click();
    const picker = page.locator('input[type="file"]');
    await page.locator('#upload-hint').waitFor();
    await expectTranslated(page, 'upload');
    await failNextUpload(page);
    await picker.setInputFiles(smallImage('front.png'));
    await page.locator('#upload-error').waitFor();
    await expectTranslated(page, 'upload failed');
    // The next upload waits on the network until the progress has been read.
    const release = await holdPosts(page, API_PATHS.uploadDocument);
    await picker.setInputFiles(smallImage('front.png'));
    await page.locator('.upload-status progress').waitFor();
    await expectTranslated(page, 'uploading, with its progress');
    await release();
    await page.locator('.upload-status [role="status"]').waitFor();
    await expectTranslated(page, 'front uploaded');

    // The back by camera: refused first (the error panel), then granted: live, review, accepted.
    const takePhoto = page.locator('p:has(> button[aria-describedby="upload-hint"]) > button').nth(1);
    await takePhoto.click();
    await page.locator('#camera-error').waitFor();
    await expectTranslated(page, 'camera error panel');
    await context.grantPermissions(['camera'], { origin: portalOrigin('demo') });
    await cameraActions(page).first().click(); // Try Again
    await page.locator('.camera-actions button:enabled').waitFor(); // Capture, once a check passes
    await expect.poll(() => page.locator('.camera-indicators li').count()).toBe(4);
    await expectTranslated(page, 'live camera with its indicators');
    await cameraActions(page).first().click();
    await page.locator('.camera-measures').waitFor();
    await expectTranslated(page, 'photo review');
    await cameraActions(page).first().click(); // Use this photo
    await page.locator('.insurance-steps').waitFor();
    await page.getByRole('status').waitFor();
    await expectTranslated(page, 'hub, both sides uploaded');

    // Secondary by manual entry: the form, its failure, then submitted; Done and the thank-you.
    await stepButtons(page).nth(2).click();
    await options(page).nth(1).click();
    const submit = page.locator('form button[type="submit"]');
    await submit.waitFor();
    await expectTranslated(page, 'manual entry');
    await page.locator('#field-insuranceName').fill('Aetna');
    await dropConnection(page, API_PATHS.collectInsuranceData, { once: true });
    await submit.click();
    await page.locator('#manual-entry-error').waitFor();
    await expectTranslated(page, 'manual entry failed');
    await submit.click();
    await page.locator('.insurance-steps').waitFor();
    await page.locator('section > button.button').click(); // Done
    await page.locator('#insurance-thanks-title').waitFor();
    await expectTranslated(page, 'thank you');

    // Last, as it ends the session: a 401 on the guarantor save, and its session alert.
    await page.goto(`${portalOrigin('demo')}/insurance?lang=pseudo`);
    await stepButtons(page).nth(0).click();
    await save.waitFor();
    await page.route(apiPath(API_PATHS.collectData), (route) => route.fulfill({ status: 401, body: '' }), { times: 1 });
    await save.click();
    await page.getByRole('alertdialog').waitFor();
    await expectTranslated(page, 'session alert after a 401');
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("Spanish: the hub, a step, the manual form submitted and the camera, lang='es', axe-core clean", async () => {
    const es = spanish(insuranceCopy);
    const en = english(insuranceCopy);
    const { context, page } = await signedInTab();
    await context.grantPermissions(['camera'], { origin: portalOrigin('demo') });
    await page.goto(`${portalOrigin('demo')}/insurance?lang=es`);
    await h1(page, es.landing.heading).waitFor();
    expect(es.landing.heading).not.toBe(en.landing.heading);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expectNoA11yViolations(page, 'hub in Spanish');

    await page.getByRole('button', { name: es.steps.primary }).click();
    await h1(page, es.steps.primary).waitFor();
    await expectNoA11yViolations(page, 'step choice in Spanish');
    await page.getByRole('button', { name: es.choice.upload }).click();
    await page.getByRole('button', { name: es.upload.takePhoto }).click();
    await page.locator('.camera-indicators li').first().waitFor();
    await expectNoA11yViolations(page, 'camera in Spanish');
    await page.locator('.camera .link-button').click(); // back to the file choice
    await page.getByRole('button', { name: es.backToOptions }).click();
    await page.getByRole('button', { name: es.backToSteps }).click();

    await page.getByRole('button', { name: es.steps.secondary }).click();
    await page.getByRole('button', { name: es.choice.manual }).click();
    await h1(page, es.manual.heading('secondary')).waitFor();
    await page.getByLabel(es.manual.insuranceName, { exact: true }).fill('Aetna');
    await page
      .getByLabel(es.manual.relationship, { exact: true })
      .selectOption({ label: es.manual.relationships.Self });
    await expectNoA11yViolations(page, 'manual entry in Spanish');
    const post = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.collectInsuranceData);
    await page.getByRole('button', { name: es.manual.submit, exact: true }).click();
    // The words are Spanish; what the server gets is the same as in English.
    expect((await post).postDataJSON()).toMatchObject({ InsuranceName: 'Aetna', RelationToSubscriber: 'Self' });
    await page.getByRole('button', { name: `${es.steps.secondary} ${es.complete}`, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });
});
