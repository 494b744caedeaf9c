import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { guarantorCopy as guarantorWords } from '@/screens/guarantor/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { notificationCopy as notificationWords } from '@/screens/notification/copy';
import { spanish } from '@tests/support/language';

import { expectNoA11yViolations, navigateInPage, setUpBrowser } from './support/browser';
import { h1 } from './support/delivery';
import { MESSAGE_PATHS } from './support/messagePages';
import { RIVERA } from './support/payment';

// The screens the other browser files check only in English, here in Spanish reached by the browser's
// own language (es-MX), each checked by axe-core and IBM Equal Access: the message pages, not-found,
// help, the empty confirmation, the notification change saved, and the insurance screens. The dialogs:
// accessibility-dialogs.e2e.ts.
const { openPage } = setUpBrowser({ locale: 'es-MX' });
const es = spanish(insuranceCopy);

async function expectSpanish(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
}

describe('screens in Spanish (browser language es-MX)', () => {
  it('the message pages, not-found, help and the empty confirmation', async () => {
    const { page } = await openPage('demo', '/');
    for (const path of [...MESSAGE_PATHS, '/no/such/page', '/help', '/confirmation']) {
      await navigateInPage(page, path);
      await expectSpanish(page);
      await expectNoA11yViolations(page, `${path} in Spanish`);
    }
  });

  it('the notification change, saved', async () => {
    const { page } = await openPage('demo', '/change/D1001');
    await page.locator('main input[type="email"]').fill('maria.new@example.com');
    await page.locator('main button[type="submit"]').click();
    await page.getByRole('heading', { level: 2, name: spanish(notificationWords).thankYou, exact: true }).waitFor();
    await expectSpanish(page);
    await expectNoA11yViolations(page, 'notification change, saved, in Spanish');
  });

  it('insurance: the guarantor step, an upload step, the landing after saving, thank you', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await page.locator('input[name="zipCode"]').fill(RIVERA.zip);
    await page.locator('input[name="lastName"]').fill(RIVERA.lastName);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('link', { name: spanish(guarantorWords).updateInfoButton, exact: true }).click();
    await h1(page, es.landing.heading).waitFor();
    await expectSpanish(page);

    await page.getByRole('button', { name: es.steps.guarantor }).click();
    await page.getByLabel(es.guarantor.firstName, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'guarantor step in Spanish');
    await page.getByRole('button', { name: es.guarantor.continue, exact: true }).click();
    await page.getByRole('button', { name: `${es.steps.guarantor} ${es.complete}`, exact: true }).waitFor();
    await expectNoA11yViolations(page, 'landing after a step, in Spanish');

    await page.getByRole('button', { name: es.steps.primary }).click();
    await page.getByRole('button', { name: es.choice.upload, exact: true }).click();
    await h1(page, es.upload.heading('primary')).waitFor();
    await expectNoA11yViolations(page, 'upload, front, in Spanish');
    await page.getByRole('button', { name: es.backToOptions }).click();
    await page.getByRole('button', { name: es.backToSteps }).click();

    await page.getByRole('button', { name: es.landing.done, exact: true }).click();
    await h1(page, es.thankYou).waitFor();
    await expectNoA11yViolations(page, 'insurance thank you, in Spanish');
  });

  it("insurance without a session: 'Session Expired'", async () => {
    const { page } = await openPage('demo', '/insurance');
    await h1(page, es.sessionExpired.heading).waitFor();
    await expectSpanish(page);
    await expectNoA11yViolations(page, 'insurance session expired, in Spanish');
  });
});
