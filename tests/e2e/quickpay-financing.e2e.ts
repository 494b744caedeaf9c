import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { FINANCING_ORIGIN } from '@/demo/scenarioValues';
import { formatMoney } from '@/i18n/i18n';
import { i18n } from '@/i18n/i18n';
import {
  autopayCopy as autopayCopyMessages,
  confirmationCopy as confirmationCopyMessages,
} from '@/screens/confirmation/copy';
import {
  guarantorCopy as guarantorCopyMessages,
  paymentOptionCopy as paymentOptionCopyMessages,
  quickPayCopy as quickPayCopyMessages,
} from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { quickPayMessages as quickPayMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import { delivery, deliveryUrl, h1, signIn } from './support/delivery';

// The amounts and dates this file expects are the English page's (en-US): format them that way here too.
i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const autopayCopy = english(autopayCopyMessages);
const confirmationCopy = english(confirmationCopyMessages);
const guarantorCopy = english(guarantorCopyMessages);
const paymentOptionCopy = english(paymentOptionCopyMessages);
const quickPayCopy = english(quickPayCopyMessages);
const paymentCopy = english(paymentCopyMessages);

const quickPayMessages = english(quickPayMessagesMessages);

// D1002 (demo contract): quick-pay with the saved card, leaving quick-pay for the full view, and
// 'Payment Plan' opening the financing partner in a new tab.
const { openPage } = setUpBrowser();
const g = delivery('D1002').guarantor;
const amount = g.DefaultPaymentAmount!;
const card = g.PA[0]!;

function expectQuietPage({ pageErrors, dialogs }: PortalPage): void {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(dialogs, 'alert/confirm dialogs').toEqual([]);
}

/** Signs in to D1002 and waits for the quick-pay view. */
async function quickPay(): Promise<PortalPage> {
  const portal = await signIn(openPage, 'demo', 'D1002');
  await h1(portal.page, quickPayCopy.remainingBalance).waitFor();
  return portal;
}

function submitButton(page: Page) {
  return page.getByRole('button', { name: quickPayCopy.submit(amount), exact: true });
}

function confirmDialog(page: Page) {
  return page.getByRole('alertdialog', { name: quickPayMessages.confirm(amount), exact: true });
}

/** The id of the focused element, once it is `id` (focus moves after the full view renders). */
async function expectFocusOn(page: Page, id: string): Promise<void> {
  await page.waitForFunction((want) => document.activeElement?.id === want, id);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
}

describe('quick-pay (D1002)', () => {
  it('confirming posts once with the saved card and shows the confirmation', async () => {
    const portal = await quickPay();
    const { page } = portal;
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === API_PATHS.processPayment)
        posts.push(request);
    });

    await submitButton(page).click();
    const dialog = confirmDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: quickPayCopy.yes, exact: true }).click();

    await page.waitForURL(`${portalOrigin('demo')}/confirmation`);
    // A balance remains, so the autopay offer opens over the receipt (and hides it from the
    // accessibility tree while it is open): find the receipt's heading by text.
    await page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true }).waitFor();
    expect(await page.locator('main h1').textContent()).toBe(confirmationCopy.heading);
    expect(await page.locator('main').textContent()).toContain(formatMoney(amount));
    expect(posts.length).toBe(1);
    const body = posts[0]!.postDataJSON() as Record<string, unknown>;
    expect(body.PaymentAccountId).toBe(card.Id);
    expect(Number(body.PaymentAmount)).toBe(amount);
    expect(body.CardNumber ?? '').toBe('');
    expectQuietPage(portal);
  });

  it("'No, go back' and Escape return to quick-pay without posting", async () => {
    const portal = await quickPay();
    const { page } = portal;
    let posts = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.processPayment) posts += 1;
    });
    const dialog = confirmDialog(page);

    await submitButton(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: quickPayCopy.no, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await h1(page, quickPayCopy.remainingBalance).waitFor();

    await submitButton(page).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await submitButton(page).waitFor();

    expect(page.url()).toBe(deliveryUrl('demo', 'D1002'));
    expect(posts).toBe(0);
    expectQuietPage(portal);
  });

  it("'Pay a different amount' leaves for the full view with focus on the amount field", async () => {
    const portal = await quickPay();
    const { page } = portal;
    await page.getByRole('button', { name: quickPayCopy.differentAmount, exact: true }).click();
    await h1(page, guarantorCopy.title).waitFor();
    await expectFocusOn(page, 'payment-amount');
    expect(
      await page
        .getByLabel(paymentCopy.amountFullOrPartial, { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expectQuietPage(portal);
  });

  it(`'Change credit card' (ending in ${card.Last4}) leaves for the full view with focus on the saved-card choice`, async () => {
    const portal = await quickPay();
    const { page } = portal;
    await page.getByRole('button', { name: quickPayCopy.changeCard(card.Last4), exact: true }).click();
    await h1(page, guarantorCopy.title).waitFor();
    await expectFocusOn(page, 'payment-card');
    const savedCard = page.getByRole('radio', { name: paymentCopy.savedCard(card.Last4, card.ExDate), exact: true });
    // The focused block holds the card choice, with the saved card selected.
    expect(await savedCard.evaluate((radio) => document.activeElement?.contains(radio) ?? false)).toBe(true);
    expect(await savedCard.isChecked()).toBe(true);
    expectQuietPage(portal);
  });

  it("'See balance details' leaves for the full view with focus on the visits heading", async () => {
    const portal = await quickPay();
    const { page } = portal;
    await page.getByRole('button', { name: quickPayCopy.details, exact: true }).click();
    await h1(page, guarantorCopy.title).waitFor();
    await expectFocusOn(page, 'encounters-title');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(guarantorCopy.encounters);
    expectQuietPage(portal);
  });
});

describe("'Choose a Payment Option' (D1002, AmountDue 500 or more)", () => {
  it("offers 'Pay Now' (pressed) and 'Payment Plan', whose press opens the partner in a new tab", async () => {
    const portal = await quickPay();
    const { page } = portal;
    const context = page.context();
    // The partner's site is not reachable offline: answer for it so the new tab loads.
    await context.route(`${FINANCING_ORIGIN}/**`, (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));

    await page.getByRole('button', { name: quickPayCopy.details, exact: true }).click();
    const chooser = page.getByRole('group', { name: paymentOptionCopy.title, exact: true });
    await chooser.waitFor();
    // Toggle buttons, not radios: only an explicit press opens the partner (WCAG 3.2.2).
    const payNow = chooser.getByRole('button', { name: paymentOptionCopy.payNow, exact: true });
    const plan = chooser.getByRole('button', { name: paymentOptionCopy.paymentPlan, exact: true });
    expect(await payNow.getAttribute('aria-pressed')).toBe('true');
    expect(await plan.getAttribute('aria-pressed')).toBe('false');
    await expectNoA11yViolations(page, 'full view with the payment option chooser');

    // Keyboard: focus 'Payment Plan' and press Enter; focus stays on it throughout.
    await plan.focus();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const partner = await opened;
    await partner.waitForLoadState();
    expect(partner.url().startsWith(`${FINANCING_ORIGIN}/`)).toBe(true);

    // The fallback link, in case a blocker stopped the tab.
    const status = chooser.getByRole('status').filter({ hasText: paymentOptionCopy.opened });
    await status.waitFor();
    const link = status.getByRole('link', { name: paymentOptionCopy.link, exact: true });
    expect((await link.getAttribute('href'))?.startsWith(`${FINANCING_ORIGIN}/`)).toBe(true);
    expect(await plan.getAttribute('aria-pressed')).toBe('true');
    expect(await plan.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(deliveryUrl('demo', 'D1002'));
    await expectNoA11yViolations(page, 'payment plan opened');
    expectQuietPage(portal);
  });
});
