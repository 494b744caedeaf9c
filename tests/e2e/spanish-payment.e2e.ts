import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { DEMO_CARDS, FINANCING_ORIGIN } from '@/demo/scenarioValues';
import { formatMoney } from '@/i18n/i18n';
import { autopayCopy, confirmationCopy } from '@/screens/confirmation/copy';
import { guarantorCopy } from '@/screens/guarantor/copy';
import { paymentMessages } from '@machines/rules/messages';
import { spanish } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import { englishLeft, FITS_EVERY_PHONE, PHONE, sidewaysAtPhoneWidths } from './support/language';
import { dropConnection } from './support/network';
import {
  card,
  confirmationHeading,
  errorBox,
  fields,
  fieldsById,
  fillCard,
  holdPosts,
  RIVERA,
  signInAnyLanguage,
  submitButton,
} from './support/payment';

// The bill, the payment form, the confirmation and its dialogs in Spanish (issue 16), on the
// production bundle: a whole payment, a validation error and section-8 failures, a switch of
// language with a half-typed form, axe-core; and the pseudo-locale walk that fails on any English
// the portal itself still writes on these screens.
const es = {
  bill: spanish(guarantorCopy),
  confirmation: spanish(confirmationCopy),
  autopay: spanish(autopayCopy),
  messages: spanish(paymentMessages),
};
const AMOUNT_DUE = 245.5;
/** The day the receipt shows (the payment is made today), written for es-US: 25/11/2026. */
const todayInSpanish = () =>
  new Intl.DateTimeFormat('es-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

// A phone's width: the pseudo-locale walk checks that text a third longer still fits it.
const { openPage } = setUpBrowser({ viewport: PHONE });

async function openBill(path: string): Promise<PortalPage> {
  const portal = await openPage('demo', path);
  await signInAnyLanguage(portal.page, RIVERA);
  return portal;
}

function offerDialog(page: Page) {
  return page.getByRole('dialog', { name: es.autopay.offerTitle, exact: true });
}

describe('paying by link in Spanish (D1001, ?lang=es)', () => {
  it('pays from the Spanish bill to the Spanish confirmation, amounts and dates for es-US, axe-clean', async () => {
    const { page, pageErrors } = await openBill(`/d/${RIVERA.id}?lang=es`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('heading', { level: 1, name: es.bill.title, exact: true }).waitFor();
    const due = page.getByRole('region', { name: es.bill.amountDue, exact: true });
    expect(await due.textContent()).toContain(formatMoney(AMOUNT_DUE, 'es'));
    await expectNoA11yViolations(page, 'bill and payment form in Spanish');

    await fillCard(page, card(), fields(page, 'es'));
    await submitButton(page, 'es').click();
    await offerDialog(page).waitFor();
    await confirmationHeading(page, 'es').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const receipt = await page.locator('main').textContent();
    expect(receipt).toContain(es.confirmation.thanks);
    expect(receipt).toContain(formatMoney(AMOUNT_DUE, 'es'));
    expect(receipt).toContain(todayInSpanish());
    await expectNoA11yViolations(page, 'autopay dialog in Spanish');

    await offerDialog(page).getByRole('button', { name: es.autopay.noThanks, exact: true }).click();
    const reminder = page.getByRole('dialog', { name: es.autopay.reminderTitle, exact: true });
    await reminder.waitFor();
    await reminder.getByRole('button', { name: es.autopay.close, exact: true }).click();
    await reminder.waitFor({ state: 'detached' });
    await expectNoA11yViolations(page, 'confirmation in Spanish');
    expect(pageErrors).toEqual([]);
  });

  it('says a validation error, a decline and a dropped connection in Spanish', async () => {
    const { page } = await openBill(`/d/${RIVERA.id}?lang=es`);
    const f = fields(page, 'es');
    await f.amount.fill('');
    await submitButton(page, 'es').click();
    await errorBox(page).filter({ hasText: es.messages.amountRequired }).waitFor();
    expect(await f.amount.getAttribute('aria-invalid')).toBe('true');

    await f.amount.fill(AMOUNT_DUE.toFixed(2));
    await fillCard(page, card(DEMO_CARDS.declined), f);
    await submitButton(page, 'es').click();
    // The heading is the portal's (Spanish); the decline is the server's text, shown as delivered.
    const decline = errorBox(page).filter({ hasText: es.messages.failureHeading });
    await decline.waitFor();
    expect(await decline.textContent()).toContain('Your card was declined.');

    await dropConnection(page, API_PATHS.processPayment, { once: true });
    await fillCard(page, card(), f);
    await submitButton(page, 'es').click();
    const alert = page.getByRole('alertdialog', { name: es.messages.networkFailure, exact: true });
    await alert.waitFor();
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });
  });

  it('switching the language keeps a half-typed form; the card number and CVV stay in the page only', async () => {
    const { page } = await openBill(`/d/${RIVERA.id}`);
    const before = fields(page, 'en');
    const typed = { amount: '100.00', email: 'maria@example.com', phone: '5550102000', name: 'Maria Rivera' };
    await before.amount.fill(typed.amount);
    await before.email.fill(typed.email);
    await before.phone.fill(typed.phone);
    await before.name.fill(typed.name);
    await before.number.fill(DEMO_CARDS.approved);
    await before.cvv.fill('123');

    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: es.bill.title, exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const after = fields(page, 'es');
    expect(await after.amount.inputValue()).toBe(typed.amount);
    expect(await after.email.inputValue()).toBe(typed.email);
    expect(await after.phone.inputValue()).toBe(typed.phone);
    expect(await after.name.inputValue()).toBe(typed.name);
    // Not lost: the card fields are the same inputs, only their labels changed...
    expect(await after.number.inputValue()).toBe(DEMO_CARDS.approved);
    expect(await after.cvv.inputValue()).toBe('123');
    // ...and not leaked: the switch wrote the language down, never the card.
    const kept = await page.evaluate(() => JSON.stringify([location.href, { ...localStorage }, { ...sessionStorage }]));
    expect(kept).not.toContain(DEMO_CARDS.approved);
    expect(kept).not.toContain('"123"');
  });
});

/**
 * The card brands' names (the accepted-card logos and their art) are trade names, the same in every
 * language (docs/decisions.md), so the walk leaves them alone like the provider's own text.
 */
const BRAND_NAMES = ['American Express', 'Mastercard', 'Discover', 'Visa', 'DISC', 'VER'];

/** No plain English on the page; on failure, the list names what is left. */
async function expectNoEnglish(page: Page, where: string, delivered: string[] = []): Promise<void> {
  expect(await englishLeft(page, [...BRAND_NAMES, ...delivered]), `English left on ${where}`).toEqual([]);
  // Text a third longer still fits a phone, 320 px wide as well as 390: nothing scrolls sideways.
  expect(await sidewaysAtPhoneWidths(page), `${where}: scrolls sideways (px), by width`).toEqual(FITS_EVERY_PHONE);
}

describe('pseudo-locale walk of the bill and the payment (?lang=pseudo)', () => {
  it('bill, Service Detail, statement, errors, the question before paying again, waiting modal, confirmation, autopay and reminder', async () => {
    const { page } = await openBill(`/d/${RIVERA.id}?lang=pseudo`);
    await expectNoEnglish(page, 'the bill');

    await page.locator('#encounters-title ~ section button.button.secondary').first().click();
    const detail = page.getByRole('dialog');
    await detail.waitFor();
    await detail.locator('.link-button').first().click();
    await expectNoEnglish(page, 'the Service Detail dialog');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The statement's lines are drawn for printing only (issue 47): its `beforeprint` first, as a browser's print.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expectNoEnglish(page, 'the printable statement');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));

    const f = fieldsById(page);
    const submit = page.locator('.payment-form button[type="submit"]');
    await f.amount.fill('');
    await submit.click();
    await errorBox(page).waitFor();
    await expectNoEnglish(page, 'a validation error');

    await f.amount.fill(AMOUNT_DUE.toFixed(2));
    await fillCard(page, card(DEMO_CARDS.declined), f);
    await submit.click();
    await errorBox(page).locator('h2, h3, strong, p').first().waitFor();
    await expect.poll(() => f.number.inputValue()).toBe('');
    // The decline's own words are the server's ('Your card was declined.'), delivered as is.
    await expectNoEnglish(page, 'a decline', ['Your card was declined.']);

    await dropConnection(page, API_PATHS.processPayment, { once: true });
    await fillCard(page, card(), f);
    await submit.click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await expectNoEnglish(page, 'the network alert');
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });

    // A post that got no answer may have charged: the next submit asks before paying again.
    const release = await holdPosts(page, API_PATHS.processPayment);
    await fillCard(page, card(), f);
    await submit.click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    // The provider's phone number is the provider's text, shown as delivered.
    await expectNoEnglish(page, 'the question before paying again');
    await question.locator('button.primary').click();
    await page.locator('.processing-dialog').waitFor();
    await expectNoEnglish(page, 'the waiting modal');
    await release();

    await page.waitForURL(`${portalOrigin('demo')}/confirmation`);
    const offer = page.locator('.autopay-dialog');
    await offer.waitFor();
    // The confirmation id is the server's ('RFM-506926'), shown as delivered.
    const receiptIds = [(await page.locator('.receipt dd').last().textContent()) ?? ''];
    await expectNoEnglish(page, 'the autopay offer over the confirmation', receiptIds);
    await offer.locator('button.secondary').click();
    await page.locator('#autopay-save-card, .autopay-dialog .dialog-actions button').first().waitFor();
    await expectNoEnglish(page, 'the reminder', receiptIds);
    await page.keyboard.press('Escape');
    await page.locator('.autopay-dialog').waitFor({ state: 'detached' });
    await expectNoEnglish(page, 'the confirmation', receiptIds);
  });

  it('quick-pay with its confirm dialog, and the payment option chooser (D1002)', async () => {
    const portal = await openPage('demo', '/d/D1002?lang=pseudo');
    const { page } = portal;
    await page.context().route(`${FINANCING_ORIGIN}/**`, (route) => route.fulfill({ body: 'ok' }));
    await page.locator('input[name="zipCode"]').fill('94105');
    await page.locator('input[name="lastName"]').fill('Chen');
    await page.locator('form button[type="submit"]').click();
    await page.locator('#quick-pay-title').waitFor();
    await expectNoEnglish(page, 'quick-pay');

    await page.locator('#quick-pay-title ~ button').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expectNoEnglish(page, 'the quick-pay confirm dialog');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });

    await page.locator('.quick-pay-options li').last().getByRole('button').click();
    const chooser = page.locator('fieldset.payment-options').first();
    await chooser.waitFor();
    await expectNoEnglish(page, 'the bill with the payment option chooser');
    const opened = page.context().waitForEvent('page');
    await chooser.locator('button').nth(1).click();
    await (await opened).close();
    await chooser.getByRole('status').waitFor();
    await expectNoEnglish(page, 'the payment plan opened');
    expect(portal.dialogs, 'alert/confirm texts').toEqual([]);
  });
});
