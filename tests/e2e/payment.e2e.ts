import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DELIVERIES } from '@/demo/deliveries';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { i18n } from '@/i18n/i18n';
import {
  autopayCopy as autopayCopyMessages,
  confirmationCopy as confirmationCopyMessages,
} from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { PAYMENT_ERROR_ID } from '@/screens/guarantor/payment/errorField';
import { formatDate, formatMoney } from '@/ui/format';
import { paymentMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import { demoState } from './support/demoState';
import {
  card,
  type CardEntry,
  confirmationHeading,
  errorBox,
  fields,
  fillCard,
  payWith,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

// The amounts and dates this file expects are the English page's (en-US): format them that way here too.
i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const autopayCopy = english(autopayCopyMessages);
const confirmationCopy = english(confirmationCopyMessages);
const paymentCopy = english(paymentCopyMessages);
const m = english(paymentMessages);

// Card payment by payment link (spec sections 2, 4, 5, 8; demo-scenarios "Cards"), provider demo,
// guarantor D1001, in real Chromium on the demo build: what each demo card leads to, and the rules.
const DEMO = PROVIDERS.demo!;
const MARIA = DELIVERIES.find((d) => d.DeliveryId === RIVERA.id)!.guarantor;

const { openPage } = setUpBrowser();

async function openForm(): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`);
  await signIn(portal.page, RIVERA);
  return portal;
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
    await expectNoA11yViolations(page, 'confirmation page');

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
    await expectNoA11yViolations(page, 'payment form with a decline');
    expect(portal.dialogs).toEqual([]);
  });

  it('4000 0000 0000 0119 drops the connection: the network-failure alert dialog, values kept', async () => {
    const portal = await openForm();
    const { page } = portal;
    const entry = card(DEMO_CARDS.networkError);
    await payWith(page, entry);
    const alert = page.getByRole('alertdialog', { name: m.networkFailure, exact: true });
    await alert.waitFor();
    await expectNoA11yViolations(page, 'network-failure alert dialog');
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
      // Described by the message (the e-mail and phone also by the hint that they are optional).
      expect((await f[field].getAttribute('aria-describedby'))?.split(' ')).toContain(PAYMENT_ERROR_ID);
      await waitForFocus(page, box);
      if (index === 0) await expectNoA11yViolations(page, 'payment form with a validation error');
    }
    expect(posts).toHaveLength(0);
  });
});
