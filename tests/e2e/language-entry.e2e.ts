import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DELIVERIES } from '@/demo/deliveries';
import { SSO_EXPIRED } from '@/demo/scenarioValues';
import { deliveryCopy } from '@/screens/delivery/copy';
import { lookupCopy } from '@/screens/lookup/copy';
import { notificationCopy } from '@/screens/notification/copy';
import { ssoCopy } from '@/screens/sso/copy';
import { confirmInfoMessages, lookupMessages, notificationMessages } from '@machines/rules/messages';
import { english, spanish } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import { englishLeft, FITS_EVERY_PHONE, PHONE, sidewaysAtPhoneWidths } from './support/language';
import { IDENTIFIER_LABEL, LOOKUPS } from './support/lookup';
import { MESSAGE_PATHS } from './support/messagePages';

// The entry flows in another language, on the production bundle: the delivery link's confirm-info,
// the statement lookup, the SSO error page, the notification change, the message pages and help.
// The pseudo-locale walk finds the portal's words by the screens' ids and roles (its text is
// generated), and fails on any word the portal wrote that is still plain English.

const d1001 = DELIVERIES.find((d) => d.DeliveryId === 'D1001')!;
const h1 = (page: Page) => page.locator('h1');
const pseudo = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=pseudo`;

async function expectAllTranslated(page: Page, where: string): Promise<void> {
  // The pseudo-locale is the page's language (else the check would pass on English text it cannot tell apart).
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
  expect(await englishLeft(page), `plain English left on ${where}`).toEqual([]);
  // Text a third longer still fits a phone, 320 px wide as well as 390: nothing scrolls sideways.
  expect(await sidewaysAtPhoneWidths(page), `${where}: scrolls sideways (px), by width`).toEqual(FITS_EVERY_PHONE);
}

describe('the entry flows in the pseudo-locale', () => {
  const { openPage } = setUpBrowser({ viewport: PHONE });

  it('leaves no English on confirm-info (its validation error and a refusal) and the lookup form (an inline message and an alert)', async () => {
    const { page, dialogs } = await openPage('demo', pseudo('/d/D1001'));
    await page.locator('#confirm-info-title').waitFor();
    await expectAllTranslated(page, 'confirm-info');

    const submit = page.locator('form button[type="submit"]');
    await page.locator('#confirm-zip').fill('9410');
    await page.locator('#confirm-last-name').fill(d1001.guarantor.LastName);
    await submit.click();
    await page.locator('#confirm-info-error').waitFor();
    await expectAllTranslated(page, 'confirm-info, invalid zip');

    // A refusal: the portal's sentence, then the server's own message (delivered text).
    await page.locator('#confirm-zip').fill(d1001.guarantor.Zip);
    await page.locator('#confirm-last-name').fill('Nobody');
    await submit.click();
    await page.locator('.error-box:not(#confirm-info-error)').waitFor();
    await expectAllTranslated(page, 'confirm-info, refused');

    await page.goto(`${new URL(page.url()).origin}${pseudo('/')}`);
    await page.locator('#lookup-title').waitFor();
    await expectAllTranslated(page, 'lookup form');
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.locator('#field-identifier-error').waitFor();
    await expectAllTranslated(page, 'lookup form, inline message');

    // Only spaces pass the inline rule and fail the submit-time check: its alert dialog.
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).fill('  ');
    await page.locator('#field-lastName').fill(LOOKUPS.rivera.lastName);
    await page.locator('#field-zipCode').fill(LOOKUPS.rivera.zip);
    await page.locator('form button[type="submit"]:enabled').click();
    await page.getByRole('alertdialog').waitFor();
    await expectAllTranslated(page, 'lookup alert');
    expect(dialogs).toEqual([]);
  });

  it('leaves no English on the SSO error page, the notification change (its error and its outcome), the message pages, help and not-found', async () => {
    const { page } = await openPage('demo', pseudo(`/apgt/${SSO_EXPIRED}`));
    await page.locator('#sso-problem-title').waitFor();
    await expectAllTranslated(page, 'SSO error page');

    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}${pseudo('/change/D1001')}`);
    const email = page.locator('#notification-email');
    await email.fill('maria.example.com');
    await page.locator('form button[type="submit"]').click();
    await page.locator('#notification-error').waitFor();
    await expectAllTranslated(page, 'notification change, invalid e-mail');
    await email.fill('maria@example.com');
    await page.locator('form button[type="submit"]').click();
    await page.locator('[role="status"] h2').waitFor();
    await expectAllTranslated(page, 'notification change, saved');

    for (const path of [...MESSAGE_PATHS, '/help', '/no-such-page']) {
      await page.goto(`${origin}${pseudo(path)}`);
      await h1(page).waitFor();
      await expectAllTranslated(page, path);
    }
  });
});

describe('the entry flows in Spanish', () => {
  const { openPage } = setUpBrowser();
  const es = spanish({ deliveryCopy, confirmInfoMessages, ssoCopy, notificationCopy, notificationMessages });

  it("?lang=es opens confirm-info in Spanish with lang='es', and its validation error is Spanish and accessible", async () => {
    const { page } = await openPage('demo', '/d/D1001?lang=es');
    await page.getByRole('heading', { level: 1, name: es.deliveryCopy.confirmInfo, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.title()).toBe(es.deliveryCopy.confirmInfo);
    await page.getByLabel(es.deliveryCopy.zip, { exact: true }).fill('9410');
    await page.getByLabel(es.deliveryCopy.lastName, { exact: true }).fill(d1001.guarantor.LastName);
    await page.getByRole('button', { name: es.deliveryCopy.continue, exact: true }).click();
    const error = page.locator('#confirm-info-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(es.confirmInfoMessages.zipInvalid);
    await expectNoA11yViolations(page, 'confirm-info with its error, in Spanish');

    // The SSO error page and the notification change's error, in Spanish, pass axe too.
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/apgt/${SSO_EXPIRED}?lang=es`);
    await page.getByRole('heading', { level: 1, name: es.ssoCopy.problemHeading, exact: true }).waitFor();
    await expectNoA11yViolations(page, 'SSO error page, in Spanish');
    await page.goto(`${origin}/change/D1001?lang=es`);
    await page.getByLabel(es.notificationCopy.emailLabel, { exact: true }).fill('maria.example.com');
    await page.getByRole('button', { name: es.notificationCopy.save, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: es.notificationMessages.invalidEmail }).waitFor();
    await expectNoA11yViolations(page, 'notification change with its error, in Spanish');
  });
});

describe('a browser whose language is Spanish (es-MX)', () => {
  const { openPage } = setUpBrowser({ locale: 'es-MX' });
  const es = spanish({ lookupCopy, lookupMessages });
  const en = english({ lookupCopy, lookupMessages });

  it('opens the lookup in Spanish; switching to English keeps every typed value; the alert passes axe', async () => {
    const { page } = await openPage('demo', '/');
    await page.getByRole('heading', { level: 1, name: es.lookupCopy.heading, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Half-typed: an identifier, part of a last name, a zip that is not valid yet (its inline message shows).
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).fill(LOOKUPS.rivera.identifier);
    await page.getByLabel(es.lookupCopy.lastName, { exact: true }).fill('Riv');
    await page.getByLabel(es.lookupCopy.zipCode, { exact: true }).fill('303');
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).focus();
    await page.getByText(es.lookupMessages.zipInline, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'lookup form with an inline message, in Spanish');

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en.lookupCopy.heading, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The shown inline message is rewritten in the new language; nothing typed is lost.
    await page.getByText(en.lookupMessages.zipInline, { exact: true }).waitFor();
    expect(await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).inputValue()).toBe(LOOKUPS.rivera.identifier);
    expect(await page.getByLabel(en.lookupCopy.lastName, { exact: true }).inputValue()).toBe('Riv');
    expect(await page.getByLabel(en.lookupCopy.zipCode, { exact: true }).inputValue()).toBe('303');

    // Back to Spanish: a submit-time alert (only spaces in the identifier), in Spanish and accessible.
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: es.lookupCopy.heading, exact: true }).waitFor();
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).fill('  ');
    await page.getByLabel(es.lookupCopy.zipCode, { exact: true }).fill(LOOKUPS.rivera.zip);
    await page.getByRole('button', { name: es.lookupCopy.continue, exact: true }).click();
    const alert = page.getByRole('alertdialog', { name: es.lookupMessages.identifierRequired(IDENTIFIER_LABEL) });
    await alert.waitFor();
    await expectNoA11yViolations(page, 'lookup alert, in Spanish');
    await alert.getByRole('button', { name: es.lookupCopy.ok, exact: true }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await page.getByLabel(es.lookupCopy.lastName, { exact: true }).inputValue()).toBe('Riv');
  });
});

describe("the page's words (issue 34)", () => {
  const { openPage } = setUpBrowser();
  const en = english({ deliveryCopy });
  const catalogue = /\/assets\/messages-[\w-]+\.js$/;

  it('English words come with the page’s own code: no catalogue is asked for before the first screen', async () => {
    const asked: string[] = [];
    const { page } = await openPage('demo', '/d/D1001', 'production', (next) => {
      next.on('request', (request) => asked.push(new URL(request.url()).pathname));
      return Promise.resolve();
    });
    await page.getByRole('heading', { level: 1, name: en.deliveryCopy.confirmInfo, exact: true }).waitFor();
    expect(asked.filter((path) => catalogue.test(path))).toEqual([]);
  });

  it('a language whose words cannot load: the page speaks English, never blank', async () => {
    let refused = 0;
    const { page } = await openPage('demo', '/d/D1001?lang=es', 'production', async (next) => {
      await next.route(catalogue, async (route) => {
        refused += 1;
        await route.fulfill({ status: 503, body: '' });
      });
    });
    await page.getByRole('heading', { level: 1, name: en.deliveryCopy.confirmInfo, exact: true }).waitFor();
    expect(refused, 'the Spanish catalogue was asked for').toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe(en.deliveryCopy.confirmInfo);
  });
});
