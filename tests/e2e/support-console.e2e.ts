// Issue 32: the support console as deployed (dist-e2e-support/, its own server and headers, lookups
// proxied to the browser tests' demo API): a trace the portal's production bundle sent is found by the
// code the guarantor reads out and replays to the same states and screen; the same file, dropped,
// does too; each answer of the trace store has its message and the file still opens; keyboard only,
// 320 px, axe-core and IBM Equal Access at 0 on every view.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { copy as shellCopyWords } from '@/copy';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { DEMO_TRACE_PATH } from '@/demo/traces';
import type { TraceFile } from '@/observability/trace';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { supportCopy as supportCopyWords } from '@/screens/support/copy';
import { helpCopy as helpCopyWords } from '@/ui/helpCopy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { SUPPORT_PORT } from './support/config';
import { card, fillCard, RIVERA, signIn, submitButton } from './support/payment';
import { layoutProblems, NARROW } from './support/reflow';
import { traceOf } from './support/replay';

const paymentCopy = english(paymentCopyWords);
const shellCopy = english(shellCopyWords);
const helpCopy = english(helpCopyWords);
const support = english(supportCopyWords);
const r = support.replay;
const CONSOLE = `http://localhost:${SUPPORT_PORT}`;

const { openPage } = setUpBrowser();

/** D1001 on the production bundle, paid with the declined card: the error box sends the trace so far. */
async function declinedPayment(): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`);
  await signIn(portal.page, RIVERA);
  await fillCard(portal.page, card(DEMO_CARDS.declined));
  await submitButton(portal.page).click();
  await portal.page.getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
  return portal;
}

/** The support code the help dialog shows the guarantor. */
async function supportCodeFromHelp(page: Page): Promise<string> {
  await page.getByRole('button', { name: shellCopy.needHelp, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: helpCopy.help.title, exact: true });
  const text = await dialog.getByText(shellCopy.supportQuote).textContent();
  await page.keyboard.press('Escape');
  return /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text ?? '')![1]!;
}

/** The console in a new tab of the test's browser context (its CSP watched like the portal's). */
async function openConsole(from: Page, path = '/'): Promise<Page> {
  const page = await from.context().newPage();
  await page.goto(`${CONSOLE}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The event types the trace store holds for `code` ([] while it has none), asked from the portal's origin. */
function storedEvents(page: Page, code: string): Promise<string[]> {
  return page.evaluate(async (path) => {
    const answer = await fetch(path);
    if (!answer.ok) return [];
    const file = (await answer.json()) as TraceFile;
    return file.pages.flatMap((tracePage) => tracePage.entries.map((entry) => entry.eventType));
  }, `${DEMO_TRACE_PATH}/${code}`);
}

const codeField = (page: Page) => page.getByLabel(r.codeLabel, { exact: true });

/** Types the code as a guarantor reads it out and asks the console for it. */
async function findCode(page: Page, spoken: string): Promise<void> {
  await codeField(page).fill(spoken);
  await page.getByRole('button', { name: r.find, exact: true }).click();
}

/** The replay at the payment's answer: every state as recorded, and the real form drawn inert. */
async function expectDeclineReplayed(page: Page): Promise<void> {
  await page.getByText(/Every state as recorded/).waitFor();
  await page.getByRole('button', { name: 'done: processPayment' }).first().click();
  await page.getByRole('heading', { name: `${r.stepHeading}: payment — done: processPayment` }).waitFor();
  const drawn = page.getByRole('region', { name: r.screenHeading });
  await drawn.getByText(paymentCopy.processingBody).waitFor();
  expect(await drawn.locator('[inert]').count()).toBe(1);
}

/** Drops `json` as a file on the console's drop area, as a mouse drag from the desktop would. */
async function dropFile(page: Page, json: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'portal-trace.json', { type: 'application/json' }));
    return transfer;
  }, json);
  await page.locator('.replay-load').dispatchEvent('drop', { dataTransfer });
}

describe('support console (dist-support)', () => {
  it('finds a declined payment by the code as read out, by keyboard alone at 320 px, and the same file dropped, to the same states and screen', async () => {
    const { page } = await declinedPayment();
    const code = await supportCodeFromHelp(page);
    const file = await traceOf(page);
    expect(JSON.stringify(file)).not.toContain(DEMO_CARDS.declined);
    // The beacon with the payment's answer has reached the store: the lookup below cannot come before it.
    await expect.poll(() => storedEvents(page, code)).toContain('xstate.done.actor.processPayment');

    const staff = await openConsole(page);
    await staff.setViewportSize(NARROW);
    await expectNoA11yViolations(staff, 'support console at 320 px, nothing loaded');
    // By keyboard: from the top of the page to the code field, the code as the guarantor reads it out, Enter.
    await staff.keyboard.press('Tab');
    while (!(await codeField(staff).evaluate((el) => el === document.activeElement))) await staff.keyboard.press('Tab');
    await staff.keyboard.type(code.toLowerCase().replace('-', ' '));
    await staff.keyboard.press('Enter');
    await expectDeclineReplayed(staff);
    expect(await layoutProblems(staff)).toEqual([]);
    await expectNoA11yViolations(staff, 'support console at 320 px, a replay by code');
    const next = staff.getByRole('button', { name: r.next, exact: true });
    const shown = await staff.locator('.replay-stepper [aria-live]').textContent();
    await next.focus();
    await staff.keyboard.press('Enter');
    await expect.poll(() => staff.locator('.replay-stepper [aria-live]').textContent()).not.toBe(shown);

    const diagramsLink = staff.getByRole('link', { name: support.console.diagrams, exact: true });
    await diagramsLink.focus();
    await staff.keyboard.press('Enter');
    await staff.getByRole('heading', { level: 1, name: support.diagrams.heading, exact: true }).waitFor();
    expect(await diagramsLink.getAttribute('aria-current')).toBe('page');
    const payment = staff
      .getByRole('group')
      .filter({ has: staff.getByRole('heading', { name: 'payment', exact: true }) });
    await payment.locator('summary').focus();
    await staff.keyboard.press('Enter');
    await staff.getByRole('table', { name: support.diagrams.inPlace('payment') }).waitFor();
    expect(await staff.getByLabel(support.diagrams.source('payment')).textContent()).toMatch(/^stateDiagram-v2/);
    expect(await layoutProblems(staff)).toEqual([]);
    await expectNoA11yViolations(staff, 'support console at 320 px, machine diagrams');

    const fresh = await openConsole(page);
    await dropFile(fresh, JSON.stringify(file));
    await expectDeclineReplayed(fresh);
  });

  it('says why for a code with no trace, a store that wants a new sign-in and one that does not answer; a file still opens', async () => {
    const { page } = await declinedPayment();
    const file = await traceOf(page);
    const staff = await openConsole(page);
    const alert = staff.getByRole('alert');

    await findCode(staff, 'AAAA-AAAA');
    await alert.getByText(r.notArrived('AAAA-AAAA')).waitFor();
    await expectNoA11yViolations(staff, 'support console, no trace for the code');

    await staff.route('**/traces/**', (route) => route.fulfill({ status: 401 }));
    await findCode(staff, 'aaaa aaaa');
    await alert.getByText(r.signIn).waitFor();
    await staff.unroute('**/traces/**');
    await staff.route('**/traces/**', (route) => route.abort('connectionrefused'));
    await findCode(staff, 'AAAAAAAA');
    await alert.getByText(r.noAnswer).waitFor();
    expect(await codeField(staff).inputValue()).toBe('AAAAAAAA');

    await staff.getByLabel(r.fileLabel, { exact: true }).setInputFiles({
      name: 'portal-trace.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expectDeclineReplayed(staff);
  });
});
