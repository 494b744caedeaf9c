import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy } from '@/copy';
import { DELIVERIES } from '@/demo/deliveries';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { DEMO_STATE_STORAGE_KEY, type DemoState } from '@/demo/state';
import { autopayCopy, confirmationCopy } from '@/screens/confirmation/copy';
import { deliveryCopy } from '@/screens/delivery/copy';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import { PAYMENT_ERROR_ID } from '@/screens/guarantor/payment/errorField';
import { formatDate, formatMoney } from '@/ui/format';
import { paymentMessages as m } from '@machines/rules/messages';

import { expectNoAxeViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import {
  card,
  type CardEntry,
  fields,
  fillCard,
  holdPosts,
  paymentHeading,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

// Card payment by payment link (spec sections 2, 4, 5, 8; demo-scenarios "Cards"), provider demo,
// guarantor D1001, in real Chromium on the demo build.
const DEMO = PROVIDERS.demo!;
const MARIA = DELIVERIES.find((d) => d.DeliveryId === RIVERA.id)!.guarantor;

const { openPage } = setUpBrowser();

async function openForm(): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`);
  await signIn(portal.page, RIVERA);
  return portal;
}

function errorBox(page: Page): Locator {
  return page.locator(`#${PAYMENT_ERROR_ID}`);
}

/** includeHidden: the autopay dialog opens over the receipt and hides the page from the accessibility tree. */
function confirmationHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true });
}

async function payWith(page: Page, entry: CardEntry): Promise<void> {
  await fillCard(page, entry);
  await submitButton(page).click();
}

/** What the demo backend recorded for this tab (its state lives in sessionStorage). */
async function demoState(page: Page): Promise<DemoState> {
  const json = await page.evaluate((key) => sessionStorage.getItem(key), DEMO_STATE_STORAGE_KEY);
  return JSON.parse(json ?? 'null') as DemoState;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
}

/** The values a failed payment must leave in place (spec section 4: what was typed survives). */
async function expectTypedValuesKept(page: Page, entry: CardEntry): Promise<void> {
  const f = fields(page);
  expect(await f.amount.inputValue()).toBe(MARIA.AmountDue.toFixed(2));
  expect(await f.email.inputValue()).toBe(MARIA.Email);
  expect(await f.phone.inputValue()).toBe(MARIA.Phone);
  expect(await f.name.inputValue()).toBe(entry.name);
}

describe('card payment (provider demo, D1001)', () => {
  it('4111 1111 1111 1111 is approved: the confirmation shows every field of spec section 2 item 8', async () => {
    const portal = await openForm();
    const { page } = portal;
    const posts = recordPaymentPosts(page);
    await payWith(page, card());
    await confirmationHeading(page).waitFor();
    expect(page.url()).toBe(`${portalOrigin('demo')}/confirmation`);

    const [payment] = (await demoState(page)).transactions;
    expect(payment).toBeDefined();
    const receipt = await page
      .locator('main dl')
      .evaluate((dl) =>
        Array.from(dl.querySelectorAll('dt'), (dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
    expect(Object.fromEntries(receipt)).toEqual({
      [confirmationCopy.provider]: DEMO.ProviderName,
      [confirmationCopy.phone]: DEMO.Phone,
      [confirmationCopy.paymentDate]: formatDate(new Date(payment!.At).toISOString()),
      [confirmationCopy.amount]: formatMoney(MARIA.AmountDue),
      [confirmationCopy.patientName]: `${MARIA.FirstName} ${MARIA.LastName}`,
      [confirmationCopy.patientId]: MARIA.PGuarantorId,
      [confirmationCopy.confirmationId]: payment!.ConfirmationCode,
    });
    await page.getByText(confirmationCopy.postingNote, { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ PaymentAmount: MARIA.AmountDue, DeliveryId: RIVERA.id });

    // The receipt itself, once the autopay offer (D1001) is put aside.
    await page.getByRole('dialog', { name: autopayCopy.offerTitle }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'confirmation page');

    // A reload keeps the receipt (this tab only) and does not offer autopay a second time.
    await page.reload();
    await confirmationHeading(page).waitFor();
    await page.locator('main dl').getByText(payment!.ConfirmationCode, { exact: true }).waitFor();
    // The confirmation actor rests in `reloaded`, which runs no autopay offer (so none can open later).
    const states = await page.evaluate(() =>
      (window.__portalTrace?.get() ?? []).filter((e) => e.actorId === 'confirmation').map((e) => e.state),
    );
    expect(states).toEqual(['reloaded']);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(portal.pageErrors).toEqual([]);
    expect(portal.dialogs).toEqual([]);
  });

  it('4000 0000 0000 0002 is declined: the error box, focused, and everything typed is kept', async () => {
    const portal = await openForm();
    const { page } = portal;
    const entry = card(DEMO_CARDS.declined);
    await payWith(page, entry);
    const box = errorBox(page);
    await box.getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
    expect(await box.getByText(m.failureHeading, { exact: true }).count()).toBe(1);
    expect(await box.getAttribute('role')).toBe('alert');
    await waitForFocus(page, box);
    await expectTypedValuesKept(page, entry);
    expect(page.url()).toBe(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    await expectNoAxeViolations(page, 'payment form with a decline');
    expect(portal.dialogs).toEqual([]);
  });

  it('4000 0000 0000 0119 drops the connection: the network-failure alert dialog, values kept', async () => {
    const portal = await openForm();
    const { page } = portal;
    const entry = card(DEMO_CARDS.networkError);
    await payWith(page, entry);
    const alert = page.getByRole('alertdialog', { name: m.networkFailure, exact: true });
    await alert.waitFor();
    await expectNoAxeViolations(page, 'network-failure alert dialog');
    const ok = alert.getByRole('button', { name: paymentCopy.ok, exact: true });
    await waitForFocus(page, ok);
    await ok.click();
    await alert.waitFor({ state: 'detached' });
    await expectTypedValuesKept(page, entry);
    expect(await errorBox(page).count()).toBe(0);
    expect(portal.dialogs, 'no native alert: the app shows its own dialog').toEqual([]);
  });

  it('each validation message of spec section 5 shows for its input, and nothing is posted', async () => {
    const portal = await openForm();
    const { page } = portal;
    const posts = recordPaymentPosts(page);
    const f = fields(page);
    type FieldName = keyof typeof f;
    const cases: { message: string; field: FieldName; edit: () => Promise<void> }[] = [
      { message: m.amountRequired, field: 'amount', edit: () => f.amount.fill('') },
      { message: m.minimumPayment(MARIA.MP), field: 'amount', edit: () => f.amount.fill('4.99') },
      { message: m.aboveMaximum, field: 'amount', edit: () => f.amount.fill((MARIA.MAX! + 0.01).toFixed(2)) },
      {
        message: m.partialNeedsContact,
        field: 'email',
        edit: async () => {
          await f.amount.fill('100.00');
          await f.email.fill('');
          await f.phone.fill('');
        },
      },
      { message: m.invalidEmail, field: 'email', edit: () => f.email.fill('maria.rivera@') },
      { message: m.nameOnCardRequired, field: 'name', edit: () => f.name.fill('') },
      { message: m.invalidCardNumber, field: 'number', edit: () => f.number.fill('411111111') },
      { message: m.invalidCvv, field: 'cvv', edit: () => f.cvv.fill('12') },
      {
        message: m.invalidExpiration,
        field: 'month',
        edit: async () => {
          await f.month.selectOption('1');
          await f.year.selectOption('2025');
        },
      },
      { message: m.invalidBillingZip, field: 'zip', edit: () => f.zip.fill('3030') },
    ];
    expect(m.minimumPayment(MARIA.MP)).toBe('Sorry, the minimum allowed payment is $5.00. Please enter $5.00 or more.');

    for (const [index, { message, field, edit }] of cases.entries()) {
      // A valid form, then the one change that breaks the rule under test.
      await f.amount.fill(MARIA.AmountDue.toFixed(2));
      await f.email.fill(MARIA.Email!);
      await f.phone.fill(MARIA.Phone!);
      await fillCard(page, card());
      await edit();
      await submitButton(page).click();
      const box = errorBox(page);
      await box.getByText(message, { exact: true }).waitFor();
      expect(await box.textContent(), message).toBe(message);
      expect(await f[field].getAttribute('aria-invalid'), `${field} is marked invalid for: ${message}`).toBe('true');
      expect(await f[field].getAttribute('aria-describedby')).toBe(PAYMENT_ERROR_ID);
      await waitForFocus(page, box);
      if (index === 0) await expectNoAxeViolations(page, 'payment form with a validation error');
    }
    expect(posts).toHaveLength(0);
  });
});

describe('a guarantor is never charged twice', () => {
  it("double-clicking 'Submit Payment' posts once", async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    await fillCard(page, card());
    await submitButton(page).dblclick();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('pressing Enter twice quickly posts once', async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    await fillCard(page, card());
    await fields(page).zip.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('the waiting modal shows while the post is in flight (axe-clean), then the confirmation', async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    const release = await holdPosts(page, API_PATHS.processPayment);
    await payWith(page, card());
    const modal = page.getByRole('dialog', { name: paymentCopy.processingTitle, exact: true });
    await modal.waitFor();
    expect(await modal.getByRole('status').textContent()).toBe(paymentCopy.processingBody);
    await expectNoAxeViolations(page, 'waiting modal');
    // Escape must not close it while the payment is being posted.
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await release();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('a second payment by the same guarantor within 24 h is refused: the duplicate page after re-validating', async () => {
    const { page } = await openForm();
    await payWith(page, card());
    await confirmationHeading(page).waitFor();
    // The same tab (the demo backend's state is this tab's) follows the link again.
    await page.goto(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    await page.getByLabel(deliveryCopy.zip, { exact: true }).fill(RIVERA.zip);
    await page.getByLabel(deliveryCopy.lastName, { exact: true }).fill(RIVERA.lastName);
    await page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: copy.duplicate.heading, exact: true }).waitFor();
    expect(page.url()).toBe(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    expect(await paymentHeading(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'duplicate-payment page');
  });
});

describe('keyboard only', () => {
  it('from the link to the confirmation with Tab, typing and Enter; focus follows errors and dialogs', async () => {
    const portal = await openPage('demo', `/d/${RIVERA.id}`);
    const { page } = portal;
    const zip = page.getByLabel(deliveryCopy.zip, { exact: true });
    await zip.waitFor();
    await tabTo(page, zip);
    await page.keyboard.type(RIVERA.zip);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel(deliveryCopy.lastName, { exact: true }))).toBe(true);
    await page.keyboard.type(RIVERA.lastName);
    await page.keyboard.press('Enter');
    await paymentHeading(page).waitFor();
    // The next Tab continues in the bill that replaced the form, not back at the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const f = fields(page);
    const entry = card();
    await tabTo(page, f.amount);
    for (const next of [f.email, f.phone, f.name]) {
      await page.keyboard.press('Tab');
      expect(await isFocused(next)).toBe(true);
    }
    // The name is left out on purpose, to see focus go to the error.
    await page.keyboard.press('Tab');
    expect(await isFocused(f.number)).toBe(true);
    await page.keyboard.type(entry.number);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.month)).toBe(true);
    await page.keyboard.type(entry.month); // type-ahead picks the option '12'
    await page.keyboard.press('Tab');
    expect(await isFocused(f.year)).toBe(true);
    await page.keyboard.type(entry.year);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.cvv)).toBe(true);
    await page.keyboard.type(entry.cvv);
    await page.keyboard.press('Tab');
    expect(await isFocused(f.zip)).toBe(true);
    await page.keyboard.type(entry.zip);
    expect([await f.month.inputValue(), await f.year.inputValue()]).toEqual([entry.month, entry.year]);
    await page.keyboard.press('Enter');

    const box = errorBox(page);
    await box.getByText(m.nameOnCardRequired, { exact: true }).waitFor();
    await waitForFocus(page, box);
    await tabTo(page, f.name, true);
    await page.keyboard.type(entry.name);
    await page.keyboard.press('Enter');

    const heading = confirmationHeading(page);
    await heading.waitFor();
    const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle });
    await offer.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await page.keyboard.press('Escape');
    await offer.waitFor({ state: 'detached' });
    await waitForFocus(page, heading);
    expect(portal.pageErrors).toEqual([]);
  });
});
