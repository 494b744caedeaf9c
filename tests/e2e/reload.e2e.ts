// Issue 46: leaving the page and coming back. A reload (what a phone does to a tab left in the
// background) comes back to the bill with what was typed, never the card number or CVV, without
// asking who the guarantor is inside the session; a reload while a payment is posted asks first
// ('Leave site?') and comes back saying it may have gone through, never posting it again unasked;
// after the session, confirm-info says so and the bill comes back once confirmed. On the production bundle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { RESTORED_NOTE } from '@/observability/replay/replay';
import { deliveryCopy as deliveryWords } from '@/screens/delivery/copy';
import { paymentCopy as paymentWords } from '@/screens/guarantor/payment/copy';
import { sessionCopy as sessionWords } from '@/screens/session/copy';
import { paymentMessages } from '@machines/rules/messages';
import { english, spanish } from '@tests/support/language';

import { expectNoA11yViolations } from './support/browser';
import { setUpBrowser } from './support/browser';
import { holdAtServer } from './support/demoHold';
import { demoState } from './support/demoState';
import { recordRequests } from './support/faults';
import { lookUp, LOOKUPS } from './support/lookup';
import {
  card,
  confirmationHeading,
  fields,
  fieldsById,
  fillCard,
  paymentHeading,
  RIVERA,
  signIn,
  signInAnyLanguage,
  spaced,
  submitButton,
} from './support/payment';
import { NARROW } from './support/reflow';
import { expectTraceReplays } from './support/replay';

const deliveryCopy = english(deliveryWords);
const paymentCopy = english(paymentWords);
const sessionCopy = english(sessionWords);

const { openPage } = setUpBrowser();

const typed = { amount: '100.00', email: 'ana@example.com', name: 'Ana Rivera', zip: '30301' };

/** Rivera's bill with an amount, an e-mail, a name, a card number and a billing zip typed (each field left). */
async function typeOnTheBill(page: Page) {
  await signIn(page, RIVERA);
  const f = fields(page);
  await f.amount.fill(typed.amount);
  await f.email.fill(typed.email);
  await fillCard(page, card(DEMO_CARDS.approved, { name: typed.name, zip: typed.zip }));
  await f.number.fill(spaced(DEMO_CARDS.approved));
  await f.zip.focus();
  await f.zip.blur();
}

const keptPlaces = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('portal_kept:')));
const kept = (page: Page) =>
  page.evaluate(() => JSON.stringify(Object.entries(sessionStorage).filter(([key]) => key.startsWith('portal_kept:'))));

/** The ProcessPayment posts the demo server received from this page's visitor (a fresh one), answered or not. */
const paymentsReceived = async (page: Page) => (await demoState(page)).paymentPosts ?? 0;
/** The payments the demo server charged for this page's visitor. */
const charged = async (page: Page) => (await demoState(page)).transactions;

/**
 * Pays on the bill through a slow gateway: the demo server holds the payment's answer until the test
 * releases it (the returned function), so the reload comes while the post is surely at the server.
 */
async function payThroughSlowGateway(page: Page, submit: () => Promise<void>): Promise<() => Promise<void>> {
  const release = await holdAtServer(page, API_PATHS.processPayment);
  await submit();
  await expect.poll(() => paymentsReceived(page)).toBe(1);
  return release;
}

/** Releases the held payment: it is charged once, though the page that posted it has gone. */
async function expectChargedOnceOnRelease(page: Page, release: () => Promise<void>): Promise<void> {
  expect(await charged(page)).toEqual([]);
  await release();
  await expect.poll(async () => (await charged(page)).length).toBe(1);
  expect(await paymentsReceived(page)).toBe(1);
}

describe('a reload on the bill', () => {
  it('comes back to the bill with what was typed, without the card number or CVV, and asks nothing', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await typeOnTheBill(page);
    const memory = await kept(page);
    expect(memory).toContain(typed.email);
    for (const secret of [DEMO_CARDS.approved, spaced(DEMO_CARDS.approved), '"123"', 'E-20931'])
      expect(memory).not.toContain(secret);

    const validations = recordRequests(page, API_PATHS.validateGuarantorForDelivery);
    await page.reload();
    await paymentHeading(page).waitFor();
    const f = fields(page);
    expect(await f.amount.inputValue()).toBe(typed.amount);
    expect(await f.email.inputValue()).toBe(typed.email);
    expect(await f.name.inputValue()).toBe(typed.name);
    expect(await f.zip.inputValue()).toBe(typed.zip);
    expect(await f.number.inputValue()).toBe('');
    expect(await f.cvv.inputValue()).toBe('');
    // The bill was fetched again with what confirm-info took; the form was never shown.
    expect(validations).toHaveLength(1);
    expect(await page.getByRole('heading', { name: deliveryCopy.confirmInfo }).count()).toBe(0);
    await expectNoA11yViolations(page, 'the bill after a reload');
    // Support sees the restore as a step; the page's trace replays from the restored states (a child
    // restored with its parent has no input of its own to re-run from, and says so).
    const report = await expectTraceReplays(page, ['delivery', 'guarantorView']);
    const restored = report.steps.filter((step) => step.note?.startsWith(RESTORED_NOTE)).map((step) => step.machine);
    expect(restored).toEqual(expect.arrayContaining(['delivery', 'payment']));
  });

  it('after the session ended, asks who the guarantor is, says why, then brings the bill back', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await typeOnTheBill(page);
    // Away longer than 30 minutes: the token the reload finds is too old.
    await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 31 * 60_000)), TOKEN_TIMESTAMP_KEY);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: deliveryCopy.confirmInfo }).waitFor();
    await page.getByRole('status').filter({ hasText: sessionCopy.endedTitle }).waitFor();
    await expectNoA11yViolations(page, 'confirm-info after a reload past the session');
    await signIn(page, RIVERA);
    expect(await fields(page).amount.inputValue()).toBe(typed.amount);
    expect(await fields(page).email.inputValue()).toBe(typed.email);
  });
});

describe('in Spanish on a 320 px phone', () => {
  it('the bill after a reload mid-post says so in Spanish, fits, and passes both rule engines', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}?lang=es`);
    await page.setViewportSize(NARROW);
    await signInAnyLanguage(page, RIVERA);
    const f = fieldsById(page);
    await fillCard(page, card(DEMO_CARDS.approved), f);
    const posts = recordRequests(page, API_PATHS.processPayment);
    const release = await payThroughSlowGateway(page, () => submitButton(page, 'es').click());
    await page.reload();
    const alert = page.getByRole('alertdialog', { name: spanish(paymentMessages.postInterrupted) });
    await alert.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectNoA11yViolations(page, 'the interrupted-post alert in Spanish at 320 px');
    expect(await f.number.inputValue()).toBe('');
    expect(posts).toHaveLength(1);
    await expectChargedOnceOnRelease(page, release);
  });
});

describe('what the tab keeps after the payment', () => {
  it('is forgotten at the confirmation: the link asks who the guarantor is again', async () => {
    const { page } = await openPage('demo', `/d/${RIVERA.id}`);
    await typeOnTheBill(page);
    await fields(page).cvv.fill('123');
    await submitButton(page).click();
    await confirmationHeading(page).waitFor();
    // Only the confirmation itself stays kept (its autopay offer comes back after a reload).
    await expect.poll(() => keptPlaces(page)).toEqual(['portal_kept:confirmation:/confirmation']);
    await page.goto(page.url().replace('/confirmation', `/d/${RIVERA.id}`));
    await page.getByRole('heading', { level: 1, name: deliveryCopy.confirmInfo }).waitFor();
  });
});

describe('a reload on the statement found by the lookup', () => {
  it('comes back to the statement with what was typed, the lookup run again unasked', async () => {
    const { page } = await openPage('demo', '/');
    await lookUp(page, LOOKUPS.rivera);
    await paymentHeading(page).waitFor();
    const f = fields(page);
    await f.amount.fill(typed.amount);
    await f.email.fill(typed.email);
    await f.email.blur();
    const lookups = recordRequests(page, API_PATHS.validateGuarantorForPaper);
    await page.reload();
    await paymentHeading(page).waitFor();
    expect(await fields(page).amount.inputValue()).toBe(typed.amount);
    expect(await fields(page).email.inputValue()).toBe(typed.email);
    expect(lookups).toHaveLength(1);
  });
});

describe('a reload while a slow gateway posts the payment', () => {
  it('asks before leaving, comes back saying it may have gone through, and never posts again unasked', async () => {
    const portal = await openPage('demo', `/d/${RIVERA.id}`);
    const { page } = portal;
    await typeOnTheBill(page);
    await fields(page).cvv.fill('123');
    const posts = recordRequests(page, API_PATHS.processPayment);
    const release = await payThroughSlowGateway(page, async () => {
      await submitButton(page).click();
      await page.getByRole('dialog', { name: paymentCopy.processingTitle }).waitFor();
    });

    await page.reload();
    // The browser's 'Leave site?' (accepted by the test's page), asked only while the post was out.
    expect(portal.dialogs).toHaveLength(1);
    const alert = page.getByRole('alertdialog', { name: english(paymentMessages.postInterrupted) });
    await alert.waitFor();
    await expectNoA11yViolations(page, 'the bill after a reload mid-post');
    await alert.getByRole('button', { name: paymentCopy.ok }).click();

    await fillCard(page, card(DEMO_CARDS.approved, { name: typed.name }));
    await submitButton(page).click();
    await page.getByRole('alertdialog', { name: paymentCopy.repostTitle }).waitFor();
    await page.getByRole('button', { name: paymentCopy.repostCancel }).click();
    expect(posts).toHaveLength(1);
    await expectChargedOnceOnRelease(page, release);
  });
});
