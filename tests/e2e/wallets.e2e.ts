import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

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
import { withApplePay } from './support/wallets';

const paymentCopy = english(paymentCopyMessages);
const m = english(paymentMessages);

// Issue 24: Apple Pay and Google Pay on a provider with SqId and SqLocationId (demo provider
// `wallet`), through the stand-in for Square's SDK: a wallet's sheet is an in-page dialog named
// after it, with 'Pay' and 'Cancel'.
const { openPage } = setUpBrowser();

async function openBill(providerKey: string, beforeNavigation?: (page: Page) => Promise<void>) {
  const portal = await openPage(providerKey, `/d/${RIVERA.id}`, 'production', beforeNavigation);
  await signIn(portal.page, RIVERA);
  return portal;
}

const walletButton = (page: Page, name: 'Google Pay' | 'Apple Pay') => page.getByRole('button', { name, exact: true });
const sheet = (page: Page, name: 'Google Pay' | 'Apple Pay') => page.getByRole('dialog', { name, exact: true });

describe('wallets (provider wallet)', () => {
  it('pays by Google Pay to the confirmation with one post carrying a token and no card data', async () => {
    const { page } = await openBill('wallet');
    const posts = recordPaymentPosts(page);
    await walletButton(page, 'Google Pay').waitFor();
    // Apple Pay only where the browser has it: never a dead button.
    expect(await walletButton(page, 'Apple Pay').count()).toBe(0);
    await expectNoA11yViolations(page, 'payment form with the wallet buttons');

    await walletButton(page, 'Google Pay').click();
    const googleSheet = sheet(page, 'Google Pay');
    await googleSheet.getByText('Riverside Family Medicine: $245.50').waitFor();
    await expectNoA11yViolations(page, 'the Google Pay sheet of the stand-in');
    const post = waitForPaymentPost(page);
    await googleSheet.getByRole('button', { name: 'Pay', exact: true }).click();
    const body = (await post).postDataJSON() as Record<string, unknown>;
    expect(String(body.Token)).toMatch(/^demo-sq-token-/);
    for (const cardField of ['NameOnCard', 'CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
      expect(body).not.toHaveProperty(cardField);
    expect(body).toMatchObject({ PaymentAmount: 245.5, DeliveryId: RIVERA.id });
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('the payment request follows the amount field', async () => {
    const { page } = await openBill('wallet');
    await fields(page).amount.fill('100');
    await fields(page).email.fill('ana@example.com');
    await walletButton(page, 'Google Pay').click();
    await sheet(page, 'Google Pay').getByText('Riverside Family Medicine: $100.00').waitFor();
    await sheet(page, 'Google Pay').getByRole('button', { name: 'Cancel', exact: true }).click();
  });

  it('cancel keeps the form as it was, without a message', async () => {
    const { page } = await openBill('wallet');
    const posts = recordPaymentPosts(page);
    await fields(page).email.fill('ana@example.com');
    await fields(page).name.fill('Maria Rivera');
    await walletButton(page, 'Google Pay').click();
    await sheet(page, 'Google Pay').getByRole('button', { name: 'Cancel', exact: true }).click();
    await sheet(page, 'Google Pay').waitFor({ state: 'detached' });
    expect(await fields(page).email.inputValue()).toBe('ana@example.com');
    expect(await fields(page).name.inputValue()).toBe('Maria Rivera');
    expect(await errorBox(page).count()).toBe(0);
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
    expect(posts).toHaveLength(0);
  });

  it('an amount below the minimum never opens a sheet: the minimum message shows', async () => {
    const { page } = await openBill('wallet');
    const posts = recordPaymentPosts(page);
    await fields(page).amount.fill('1.00');
    await fields(page).email.fill('ana@example.com');
    await walletButton(page, 'Google Pay').click();
    await errorBox(page).getByText(m.minimumPayment(5), { exact: true }).waitFor();
    expect(await sheet(page, 'Google Pay').count()).toBe(0);
    expect(posts).toHaveLength(0);
  });

  it('pays by Apple Pay where the browser has ApplePaySession', async () => {
    const { page } = await openBill('wallet', withApplePay);
    await walletButton(page, 'Apple Pay').waitFor();
    await expectNoA11yViolations(page, 'payment form with both wallet buttons');
    await walletButton(page, 'Apple Pay').click();
    const post = waitForPaymentPost(page);
    await sheet(page, 'Apple Pay').getByRole('button', { name: 'Pay', exact: true }).click();
    expect(String(((await post).postDataJSON() as Record<string, unknown>).Token)).toMatch(/^demo-sq-token-/);
    await confirmationHeading(page).waitFor();
  });

  it('a provider without a location (widget) shows no wallet', async () => {
    const { page } = await openBill('widget');
    await page.getByRole('group', { name: 'Card details' }).waitFor();
    expect(await walletButton(page, 'Google Pay').count()).toBe(0);
    expect(await page.getByRole('group', { name: paymentCopy.walletsLabel }).count()).toBe(0);
  });
});
