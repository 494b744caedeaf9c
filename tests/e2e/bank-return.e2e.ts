// Issue 46: a bank whose sign-in is at the bank's own site (Plaid's OAuth banks) takes the whole tab
// there and back. The portal makes Square's ACH method with its page's address and a transaction id
// the payment keeps; the tab goes to the stand-in bank page ('Sign in at your bank'), and back on the
// bill the payment resumes where it was: Approve posts once, to the confirmation; Cancel leaves the
// bill as it was, nothing posted, no error, the bank button ready. On the production bundle, provider `bank`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { paymentCopy as paymentWords } from '@/screens/guarantor/payment/copy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import {
  confirmationHeading,
  errorBox,
  fields,
  paymentHeading,
  recordPaymentPosts,
  RIVERA,
  signIn,
} from './support/payment';

const t = english(paymentWords);
const { openPage } = setUpBrowser();

const payFromBank = (page: Page) => page.getByRole('button', { name: t.payFromBank, exact: true });
const bankDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect your bank', exact: true });

/** Rivera's bill on provider `bank`, an e-mail typed, and the tab sent to the bank's own page. */
async function toTheBank() {
  const portal = await openPage('bank', `/d/${RIVERA.id}`, 'production');
  const { page } = portal;
  await signIn(page, RIVERA);
  await fields(page).email.fill('ana@example.com');
  await fields(page).email.blur();
  const posts = recordPaymentPosts(page);
  await payFromBank(page).click();
  await bankDialog(page).getByRole('button', { name: 'Sign in at your bank', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Your bank', exact: true }).waitFor();
  await expectNoA11yViolations(page, "the bank's own sign-in page");
  return { portal, page, posts };
}

describe("a bank whose sign-in is at the bank's own site", () => {
  it('Approve comes back to the payment, which posts once, to the confirmation', async () => {
    const { portal, page, posts } = await toTheBank();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!.postData() ?? '{}') as Record<string, unknown>;
    expect(String(body.Token)).toMatch(/^demo-sq-token-/);
    expect(body.EmailAddress).toBe('ana@example.com');
    expect(portal.pageErrors).toEqual([]);
  });

  it('Cancel comes back to the bill as it was: nothing posted, no error, the bank button ready', async () => {
    const { portal, page, posts } = await toTheBank();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await paymentHeading(page).waitFor();
    await expect.poll(() => payFromBank(page).isEnabled()).toBe(true);
    expect(await fields(page).email.inputValue()).toBe('ana@example.com');
    expect(await errorBox(page).count()).toBe(0);
    // The bank's answer is read once: the address is the bill's own again.
    expect(new URL(page.url()).search).toBe('');
    expect(posts).toHaveLength(0);
    expect(portal.pageErrors).toEqual([]);
  });

  it("Back from the bank's page is a cancel too", async () => {
    const { page, posts } = await toTheBank();
    await page.goBack();
    await paymentHeading(page).waitFor();
    await expect.poll(() => payFromBank(page).isEnabled()).toBe(true);
    expect(await fields(page).email.inputValue()).toBe('ana@example.com');
    expect(posts).toHaveLength(0);
  });
});
