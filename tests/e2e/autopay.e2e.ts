import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { DELIVERIES } from '@/demo/deliveries';
import { REFUSED_AUTOPAY_AMOUNT } from '@/demo/scenarioValues';
import {
  autopayCopy as autopayCopyMessages,
  confirmationCopy as confirmationCopyMessages,
} from '@/screens/confirmation/copy';
import { autopayMessages as autopayMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import {
  card,
  type DeliveryLogin,
  fields,
  fillCard,
  holdPosts,
  PARTIAL,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

const autopayCopy = english(autopayCopyMessages);
const confirmationCopy = english(confirmationCopyMessages);

const autopayMessages = english(autopayMessagesMessages);

// After the confirmation (spec section 4 "After confirmation", section 2 item 9): the autopay offer
// for D1001, its amount rules, enrolment, its failure, 'No Thanks', and D1006's partial-payment
// reminder. Each test gets a fresh browser context, so each guarantor can pay once per test.
const seed = (id: string) => DELIVERIES.find((d) => d.DeliveryId === id)!;
const RIVERA_AUTOPAY = seed(RIVERA.id).afterPayment.autopay!;
const PARTIAL_REMINDER = seed(PARTIAL.id).afterPayment.reminder!;

const { openPage } = setUpBrowser();

/** Pays with the approved card (amount as prefilled unless given) and waits for the confirmation. */
async function payAndConfirm(who: DeliveryLogin, amount?: string): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${who.id}`);
  const { page } = portal;
  await signIn(page, who);
  if (amount !== undefined) await fields(page).amount.fill(amount);
  await fillCard(page, card());
  await submitButton(page).click();
  await confirmationHeading(page).waitFor();
  return portal;
}

/** includeHidden: an open dialog hides the page behind it from the accessibility tree. */
function confirmationHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true });
}

function offerDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
}

/** Types a monthly amount and presses 'Enroll in Autopay'. */
async function enroll(offer: Locator, amount: string): Promise<void> {
  await offer.getByLabel(autopayCopy.amountLabel, { exact: true }).fill(amount);
  await offer.getByRole('button', { name: autopayCopy.enroll, exact: true }).click();
}

describe('autopay offer after a D1001 payment', () => {
  it("opens 'Thank you for today's payment!'; bad amounts show their messages; 99.99 fails with the alert and the offer closes", async () => {
    const portal = await payAndConfirm(RIVERA);
    const { page } = portal;
    const offer = offerDialog(page);
    await offer.waitFor();
    expect(await offer.getByText(autopayCopy.offerSchedule(RIVERA_AUTOPAY.dayOfMonth), { exact: true }).count()).toBe(
      1,
    );
    expect(await offer.getByLabel(autopayCopy.amountLabel, { exact: true }).inputValue()).toBe(
      RIVERA_AUTOPAY.defaultAmount.toFixed(2),
    );
    await expectNoA11yViolations(page, 'autopay offer');

    const amountError = offer.getByRole('alert');
    await enroll(offer, 'abc');
    await amountError.getByText(autopayMessages.invalidAmount, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'autopay offer with an amount error');

    await enroll(offer, '10');
    await amountError.getByText(autopayMessages.minimum(RIVERA_AUTOPAY.minimum), { exact: true }).waitFor();
    expect(autopayMessages.minimum(RIVERA_AUTOPAY.minimum)).toContain('$25.00');

    await enroll(offer, REFUSED_AUTOPAY_AMOUNT.toFixed(2));
    const alert = page.getByRole('alertdialog');
    await alert.getByText(autopayMessages.failure, { exact: true }).waitFor();
    // The offer closes (once its exit animation has run).
    await offer.waitFor({ state: 'detached' });
    await expectNoA11yViolations(page, 'autopay failure alert');
    await alert.getByRole('button', { name: autopayCopy.ok, exact: true }).click();
    await alert.waitFor({ state: 'detached' });
    // Nothing else opens in its place (the closing dialog may take its 75 ms exit animation first).
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await waitForFocus(page, confirmationHeading(page));
    expect(portal.pageErrors).toEqual([]);
  });

  it("30 enrols: 'Enrolling…' while posting, then 'Autopay Enabled' and 'Close Window'", async () => {
    const portal = await payAndConfirm(RIVERA);
    const { page } = portal;
    const offer = offerDialog(page);
    await offer.waitFor();
    const enrolments: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.createAutopayEnrollment)
        enrolments.push(request.postDataJSON());
    });
    const release = await holdPosts(page, API_PATHS.createAutopayEnrollment);
    await enroll(offer, '30');
    await offer.getByRole('status').getByText(autopayCopy.enrolling, { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'autopay enrolling');
    await release();

    const enabled = page.getByRole('dialog', { name: autopayCopy.enabledTitle, exact: true });
    await enabled.waitFor();
    expect(await enabled.getByText(autopayCopy.enabledBody(30), { exact: true }).count()).toBe(1);
    const closeWindow = enabled.getByRole('button', { name: autopayCopy.closeWindow, exact: true });
    await waitForFocus(page, closeWindow);
    await expectNoA11yViolations(page, 'autopay enabled');
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ AmountToAutoPay: 30 });

    await closeWindow.click();
    await enabled.waitFor({ state: 'detached' });
    await waitForFocus(page, confirmationHeading(page));
    expect(portal.pageErrors).toEqual([]);
  });

  it("'No Thanks' shows the declined reminder, without the save-card checkbox (D1001 keeps no card)", async () => {
    const { page } = await payAndConfirm(RIVERA);
    const offer = offerDialog(page);
    await offer.waitFor();
    await offer.getByRole('button', { name: autopayCopy.noThanks, exact: true }).click();
    const reminder = page.getByRole('dialog', { name: autopayCopy.reminderTitle, exact: true });
    await reminder.waitFor();
    expect(await reminder.getByText(autopayCopy.reminderBody(RIVERA_AUTOPAY.dayOfMonth), { exact: true }).count()).toBe(
      1,
    );
    expect(await reminder.getByRole('checkbox').count()).toBe(0);
    await expectNoA11yViolations(page, 'autopay declined reminder');
    await reminder.getByRole('button', { name: autopayCopy.close, exact: true }).click();
    await reminder.waitFor({ state: 'detached' });
    await waitForFocus(page, confirmationHeading(page));
  });
});

describe('partial-payment reminder (D1006)', () => {
  it('a partial payment opens the reminder with the day of the month and the save-card checkbox, checked, with its disclaimer', async () => {
    const portal = await openPage('demo', `/d/${PARTIAL.id}`);
    const { page } = portal;
    await signIn(page, PARTIAL);
    const recorded = recordPaymentPosts(page);
    await fields(page).amount.fill('100.00');
    await fillCard(page, card());
    await submitButton(page).click();
    await confirmationHeading(page).waitFor();
    expect(recorded.map((r) => r.postDataJSON() as unknown)).toEqual([expect.objectContaining({ PaymentAmount: 100 })]);

    const reminder = page.getByRole('dialog', { name: autopayCopy.reminderTitle, exact: true });
    await reminder.waitFor();
    expect(await offerDialog(page).count(), 'no autopay offer for D1006').toBe(0);
    expect(
      await reminder.getByText(autopayCopy.reminderBody(PARTIAL_REMINDER.dayOfMonth), { exact: true }).count(),
    ).toBe(1);
    const saveCard = reminder.getByRole('checkbox', { name: autopayCopy.saveCard, exact: true });
    expect(await saveCard.isChecked()).toBe(true);
    const disclaimer = reminder.getByText(autopayCopy.saveCardDisclaimer, { exact: true });
    expect(await saveCard.getAttribute('aria-describedby')).toBe(await disclaimer.getAttribute('id'));
    await expectNoA11yViolations(page, 'partial-payment reminder');

    // The checkbox is the guarantor's to change, by keyboard too.
    await waitForFocus(page, saveCard);
    await page.keyboard.press('Space');
    await expect.poll(() => saveCard.isChecked()).toBe(false);
    await reminder.getByRole('button', { name: autopayCopy.close, exact: true }).click();
    await reminder.waitFor({ state: 'detached' });
    expect(portal.pageErrors).toEqual([]);
  });
});
