import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { copy as shellCopyWords } from '@/copy';
import { copy as copyMessages } from '@/copy';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { DEMO_TRACE_PATH } from '@/demo/traces';
import { formatReport } from '@/observability/replay/timeline';
import { SUPPORT_CODE_PATTERN } from '@/observability/supportCode';
import {
  autopayCopy as autopayCopyWords,
  confirmationCopy as confirmationCopyWords,
} from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { notificationCopy as notificationCopyMessages } from '@/screens/notification/copy';
import { inspectorCopy as inspectorCopyWords, supportCopy as supportCopyWords } from '@/screens/support/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { paymentMessages as paymentMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';
import { checkBatchBody, MAX_BODY_BYTES } from '@tests/support/traceApi';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { type Build, portalOrigin } from './support/config';
import { h1 } from './support/delivery';
import { card, fillCard, RIVERA, signIn, submitButton } from './support/payment';
import { expectTraceReplays, traceOf } from './support/replay';

const autopayCopy = english(autopayCopyWords);
const confirmationCopy = english(confirmationCopyWords);
const paymentCopy = english(paymentCopyWords);
const supportCopy = english(supportCopyWords);

const helpCopy = english(helpCopyMessages);
const notificationCopy = english(notificationCopyMessages);

const paymentMessages = english(paymentMessagesMessages);

const copy = english(copyMessages);

// Issue 10: traces recorded by real flows replay to the same states (the round
// trip), a support code shown to the guarantor finds its trace through the demo endpoint, the replay
// page shows it, and '?inspect=local' shows live actors without leaving the page's origin. The replay
// page, the inspector and the trace file helper never ship: this file uses the demo build (its own
// server, DEMO_PORT).
const { openPage } = setUpBrowser();
const r = supportCopy.replay;

const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true });

/** Opens D1001, signs in, pays with `number` and submits; `beforeNavigation` runs on the page before it loads. */
async function payWith(
  number: string,
  build: Build = 'demo',
  beforeNavigation?: (page: Page) => Promise<void>,
): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`, build, beforeNavigation);
  await signIn(portal.page, RIVERA);
  await fillCard(portal.page, card(number));
  await submitButton(portal.page).click();
  return portal;
}

/** The support code in the footer's help dialog (which it then closes). */
async function supportCodeFromHelp(page: Page): Promise<string> {
  await page.getByRole('button', { name: copy.needHelp, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: helpCopy.help.title, exact: true });
  const text = await dialog.getByText(english(shellCopyWords).supportQuote).textContent();
  await expectNoA11yViolations(page, 'help dialog with the support code');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text ?? '')![1]!;
}

/** A new tab of the same browser context (same host, so the demo endpoint's store is shared). */
async function replayByCode(code: string): Promise<Page> {
  const { page } = await openPage('demo', '/support/replay', 'demo');
  await h1(page, r.heading).waitFor();
  await page.getByLabel(r.codeLabel, { exact: true }).fill(code);
  await page.getByRole('button', { name: r.find, exact: true }).click();
  await page.getByRole('heading', { name: r.summary }).waitFor();
  return page;
}

describe('round trip: a trace recorded in the browser replays to the same states', () => {
  it('delivery payment, approved', async () => {
    const { page } = await payWith(DEMO_CARDS.approved);
    await confirmationHeading(page).waitFor();
    await expectTraceReplays(page, ['provider', 'delivery', 'guarantorView', 'payment', 'confirmation']);
  });

  it('decline, on the production bundle: each batch it sent is what docs/trace-api.yaml says', async () => {
    // Every body the page posts to the trace URL, as the store receives it (the error box flushes). Read
    // through a route that lets each request go on unchanged: a 'request' event carries no body for a
    // beacon's Blob (Chromium's protocol leaves it out), an intercepted request does.
    const batches: string[] = [];
    const { page } = await payWith(DEMO_CARDS.declined, 'production', async (tab) => {
      await tab.route(`**${DEMO_TRACE_PATH}`, (route) => {
        if (route.request().method() === 'POST') batches.push(route.request().postData() ?? '');
        return route.fallback();
      });
    });
    await page.getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
    const report = await expectTraceReplays(page, ['delivery', 'payment']);
    expect(report.steps.some((s) => s.eventType === 'xstate.done.actor.processPayment')).toBe(true);
    await expect.poll(() => batches.length).toBeGreaterThan(0);
    for (const body of batches) {
      const { bytes, errors } = checkBatchBody(body);
      expect(errors, body.slice(0, 500)).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
    }
    const sent = batches.map((body) => JSON.parse(body) as { reason: string; page: { entries: unknown[] } });
    expect(sent.map((b) => b.reason)).toContain('error');
    expect(JSON.stringify(sent)).not.toContain(DEMO_CARDS.declined);
  });

  it('network failure: the replay says the payment may have gone through, not that it failed', async () => {
    const { page } = await payWith(DEMO_CARDS.networkError);
    const alert = page.getByRole('alertdialog', { name: paymentMessages.networkFailure, exact: true });
    await alert.waitFor();
    await alert.getByRole('button', { name: paymentCopy.ok, exact: true }).click();
    await alert.waitFor({ state: 'detached' });
    const report = await expectTraceReplays(page, ['payment']);
    expect(report.steps.some((s) => s.eventType === 'ALERT_DISMISSED')).toBe(true);
    const timeline = formatReport(report);
    // The post's error leads to a state that says so (posting's request, or the alert once the modal closed).
    expect(timeline).toMatch(
      /error: processPayment +→ (posting\(request\.mayHaveGoneThrough|alerting\.mayHaveGoneThrough)/,
    );
    expect(timeline).toContain('→ alerting.mayHaveGoneThrough');
    expect(timeline).not.toContain('alerting.failed');
  });

  it('autopay enrolment after the payment', async () => {
    const { page } = await payWith(DEMO_CARDS.approved);
    const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
    await offer.waitFor();
    await offer.getByLabel(autopayCopy.amountLabel, { exact: true }).fill('30');
    await offer.getByRole('button', { name: autopayCopy.enroll, exact: true }).click();
    const enabled = page.getByRole('dialog', { name: autopayCopy.enabledTitle, exact: true });
    await enabled.getByRole('button', { name: autopayCopy.closeWindow, exact: true }).click();
    await enabled.waitFor({ state: 'detached' });
    await expectTraceReplays(page, ['confirmation', 'autopay']);
  });

  it('notification change', async () => {
    const { page } = await openPage('demo', '/change/D1001', 'demo');
    await page.getByLabel(notificationCopy.emailLabel, { exact: true }).fill('maria.new@example.com');
    await page.getByRole('button', { name: notificationCopy.save, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: notificationCopy.thankYou, exact: true }).waitFor();
    await expectTraceReplays(page, ['notificationChange']);
  });
});

describe('from a support code to the replay', () => {
  it('a declined payment: the code in the help dialog finds its trace, which replays to the same states', async () => {
    const portal = await payWith(DEMO_CARDS.declined);
    const { page } = portal;
    await page.getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
    const code = await supportCodeFromHelp(page);
    expect(code).toMatch(SUPPORT_CODE_PATTERN);
    const recorded = await traceOf(page);
    // Nothing readable of the card left the page.
    expect(JSON.stringify(recorded)).not.toContain(DEMO_CARDS.declined);

    const replay = await replayByCode(code);
    await replay.getByText(/Every state as recorded/).waitFor();
    await expect.poll(() => replay.getByRole('cell', { name: 'done: processPayment' }).count()).toBeGreaterThan(0);
    await replay.getByRole('button', { name: 'done: processPayment' }).first().click();
    await replay.getByRole('heading', { name: `${r.stepHeading}: payment — done: processPayment` }).waitFor();
    // The real payment form at that step, drawn inert from the replayed state, its waiting modal in place.
    const drawn = replay.getByRole('region', { name: r.screenHeading });
    await drawn.getByText(paymentCopy.processingBody).waitFor();
    expect(await drawn.locator('[inert]').count()).toBe(1);
    await expectNoA11yViolations(replay, 'replay page');
    const sent = await replay.evaluate((path) => fetch(path).then((res) => res.text()), `${DEMO_TRACE_PATH}/${code}`);
    expect(sent).not.toContain(DEMO_CARDS.declined);
    expect(portal.pageErrors).toEqual([]);
  });

  it('a message page shows the code, and the code finds its trace through the demo endpoint', async () => {
    const { page } = await openPage('demo', '/d/D9999', 'demo');
    await h1(page, copy.invalidDelivery.heading).waitFor();
    const line = page.getByText(english(shellCopyWords).supportQuote);
    const code = /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec((await line.textContent()) ?? '')![1]!;
    await expectNoA11yViolations(page, 'invalid delivery with the support code');
    const replay = await replayByCode(code);
    await replay.getByText(/Every state as recorded/).waitFor();
    await expect.poll(() => replay.getByRole('cell', { name: 'invalidDelivery' }).count()).toBeGreaterThan(0);
  });
});

describe('?inspect=local', () => {
  it('shows each live actor and its state, and sends nothing outside the page’s origin', async () => {
    const requests: string[] = [];
    const portal = await openPage('demo', `/d/${RIVERA.id}?inspect=local`, 'demo');
    portal.page.on('request', (request) => requests.push(request.url()));
    const { page } = portal;
    await signIn(page, RIVERA);
    const panel = page.getByRole('complementary', { name: english(inspectorCopyWords).label });
    await panel.locator('[data-actor="payment"] .inspector-state').getByText('form.editing', { exact: true }).waitFor();
    await panel.locator('[data-actor="delivery"] .inspector-state').getByText('validated', { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'local inspector panel');
    expect(requests.filter((url) => !url.startsWith(portalOrigin('demo', 'demo')))).toEqual([]);
    expect(portal.pageErrors).toEqual([]);
  });
});
