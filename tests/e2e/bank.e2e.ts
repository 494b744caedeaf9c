import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_MESSAGES } from '@/demo/serverMessages';
import {
  autopayCopy as autopayCopyMessages,
  confirmationCopy as confirmationCopyMessages,
} from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { paymentMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import {
  confirmationHeading,
  errorBox,
  fields,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
  waitForPaymentPost,
} from './support/payment';
import { expectTraceReplays } from './support/replay';

const t = english(paymentCopyMessages);
const confirmation = english(confirmationCopyMessages);
const autopay = english(autopayCopyMessages);
const m = english(paymentMessages);

// Issue 33: paying from a bank account (ACH) on a provider with SqId, SqLocationId and ACH (demo
// provider `bank`), through the stand-in for Square's SDK: its bank dialog is an in-page dialog
// 'Connect your bank' with 'Connect and pay', 'Connect a closed account' and 'Cancel'.
const { openPage } = setUpBrowser();
const PROVIDER = 'Riverside Family Medicine';

async function openBill(providerKey = 'bank') {
  const portal = await openPage(providerKey, `/d/${RIVERA.id}`, 'production');
  await signIn(portal.page, RIVERA);
  return portal;
}

const bankButton = (page: Page) => page.getByRole('button', { name: t.payFromBank, exact: true });
const bankDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect your bank', exact: true });
const holder = (page: Page) => page.getByRole('textbox', { name: t.accountHolderName, exact: true });
const authorization = (page: Page) => page.locator('#bank-authorization');

describe('paying from a bank account (provider bank)', () => {
  it('pays to the confirmation with one post carrying a token and no card data, and says business days', async () => {
    const { page } = await openBill();
    const posts = recordPaymentPosts(page);
    await bankButton(page).waitFor();
    await page.getByRole('img', { name: t.bankAccount, exact: true }).waitFor();
    expect(await holder(page).inputValue()).toBe('Maria Rivera');
    const said = await authorization(page).textContent();
    expect(said).toContain(PROVIDER);
    expect(said).toContain('$245.50');
    expect(said).toContain('(555) 010-2000');
    await expectNoA11yViolations(page, 'payment form with the bank button and its authorization');
    // The authorization follows the amount as typed.
    await fields(page).amount.fill('100');
    await fields(page).email.fill('ana@example.com');
    await expect.poll(() => authorization(page).textContent()).toContain('$100.00');
    await fields(page).amount.fill('245.50');
    await expect.poll(() => authorization(page).textContent()).toContain('$245.50');

    // A double press opens one dialog and posts once.
    await bankButton(page).dblclick();
    await bankDialog(page).getByText('Amount: $245.50').waitFor();
    expect(await bankDialog(page).count()).toBe(1);
    await expectNoA11yViolations(page, "the stand-in's bank dialog");
    const post = waitForPaymentPost(page);
    await bankDialog(page).getByRole('button', { name: 'Connect and pay', exact: true }).click();
    const body = (await post).postDataJSON() as Record<string, unknown>;
    expect(String(body.Token)).toMatch(/^demo-sq-token-/);
    for (const cardField of ['NameOnCard', 'CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
      expect(body).not.toHaveProperty(cardField);
    expect(body).toMatchObject({ PaymentAmount: 245.5, DeliveryId: RIVERA.id });
    expect(JSON.stringify(body)).not.toContain('Maria Rivera');
    await confirmationHeading(page).waitFor();
    await page.getByText(confirmation.bankNote, { exact: true }).waitFor();
    expect(confirmation.bankNote).toMatch(/3 business days/);
    // The autopay offer the server's answer allows speaks of the bank account, not a card.
    const offer = page.getByRole('dialog', { name: autopay.offerTitle, exact: true });
    await offer.getByText(autopay.offerBodyBank, { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    // Support replays the bank's steps as recorded, and the trace carries neither the name nor the token.
    const report = await expectTraceReplays(page, ['payment', 'bank']);
    const bankSteps = report.steps.filter((step) => step.machine === 'bank').map((step) => step.eventType);
    expect(bankSteps).toEqual(expect.arrayContaining(['AREA_MOUNTED', 'OPEN_DIALOG']));
    const recorded = JSON.stringify(report.steps);
    expect(recorded).not.toContain('Maria Rivera');
    expect(recorded).not.toContain(String(body.Token));
  });

  it('a closed account shows the server message and keeps everything typed', async () => {
    const { page } = await openBill();
    await fields(page).email.fill('ana@example.com');
    await holder(page).fill('Ana Rivera');
    await bankButton(page).click();
    const post = waitForPaymentPost(page);
    await bankDialog(page).getByRole('button', { name: 'Connect a closed account', exact: true }).click();
    await post;
    await errorBox(page).getByText(DEMO_MESSAGES.bankAccountRefused, { exact: true }).waitFor();
    expect(await fields(page).email.inputValue()).toBe('ana@example.com');
    expect(await holder(page).inputValue()).toBe('Ana Rivera');
    expect(await fields(page).amount.inputValue()).toBe('245.50');
    await expect.poll(() => bankButton(page).isEnabled()).toBe(true);
  });

  it('cancel, or Escape by keyboard, keeps the form without a message, posts nothing and focuses the button', async () => {
    const { page } = await openBill();
    const posts = recordPaymentPosts(page);
    await fields(page).email.fill('ana@example.com');
    await bankButton(page).click();
    await bankDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await bankDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => bankButton(page).isEnabled()).toBe(true);
    // By keyboard: from the account holder's name, Tab reaches the button; Escape closes Square's dialog
    // and gives focus back to the button.
    await holder(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await bankDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await bankDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => bankButton(page).evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(await fields(page).email.inputValue()).toBe('ana@example.com');
    expect(await errorBox(page).count()).toBe(0);
    expect(posts).toHaveLength(0);
  });

  it('an amount below the minimum never opens the bank dialog: the minimum message shows', async () => {
    const { page } = await openBill();
    const posts = recordPaymentPosts(page);
    await fields(page).amount.fill('1.00');
    await fields(page).email.fill('ana@example.com');
    await bankButton(page).click();
    await errorBox(page).getByText(m.minimumPayment(5), { exact: true }).waitFor();
    expect(await bankDialog(page).count()).toBe(0);
    expect(posts).toHaveLength(0);
  });

  it('other providers are unchanged: no bank button, the accepted cards as before', async () => {
    const { page } = await openBill('wallet');
    await page.getByRole('button', { name: 'Google Pay', exact: true }).waitFor();
    expect(await bankButton(page).count()).toBe(0);
    expect(await page.getByRole('list', { name: t.acceptedCards }).getByRole('img').count()).toBe(4);
    expect(await page.getByRole('img', { name: t.bankAccount }).count()).toBe(0);
  });

  it("where Square's script is refused (a CSP without its hosts), no bank or wallet button shows: never a dead one", async () => {
    // The browser refuses the script as a CSP that lacks its host would: the load fails.
    const portal = await openPage('bank', `/d/${RIVERA.id}`, 'production', async (tab) => {
      await tab.route('**/demo/square-standin.js', (route) => route.abort('blockedbyclient'));
    });
    const { page } = portal;
    await signIn(page, RIVERA);
    await page.getByText(t.cardFormUnavailable('(555) 010-2000')).waitFor();
    expect(await bankButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Google Pay', exact: true }).count()).toBe(0);
    expect(await page.getByRole('group', { name: t.walletsLabel }).isVisible()).toBe(false);
    expect(await submitButton(page).isVisible()).toBe(true);
  });
});
