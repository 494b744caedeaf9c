import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import { WIDGET_TOKEN_PREFIX } from '@/demo/scenarioValues';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import { RIVERA, signIn } from './support/payment';

// The stand-in's bank whose sign-in is at the bank's own site, as Plaid's OAuth banks are
// (demo-scenarios.md, provider `bank`): 'Sign in at your bank' in the 'Connect your bank' dialog sends
// the tab to the stand-in bank page (/demo/bank.html), whose 'Approve' and 'Cancel' send it back to the
// redirectURI with oauth_state_id and demo_bank_outcome; there, payments.ach() made again with the same
// transactionId answers 'ontokenization' once. These tests drive the stand-in itself (window.Square,
// loaded by the bill's payment form); the portal's own trip there and back: bank-return.e2e.ts.
const { openPage } = setUpBrowser();

const bank = PROVIDERS.bank!;
const SQUARE = { appId: bank.SqId!, locationId: bank.SqLocationId! };
const ORIGIN = portalOrigin('bank');
const NOT_ALLOWED = 'This return address is not allowed.';

interface AchOptions {
  redirectURI?: string;
  transactionId?: string;
}
/** What an 'ontokenization' event carries. */
interface Answer {
  tokenResult?: { status: string; token: string };
  error?: unknown;
}
interface StandinAch {
  addEventListener(type: 'ontokenization', listener: (event: { detail: Answer }) => void): void;
  tokenize(options: { intent: string; accountHolderName: string; amount: string; currency: string }): Promise<void>;
}
interface StandinWindow {
  Square: { payments(appId: string, locationId: string): { ach(options: AchOptions): Promise<StandinAch> } };
  __answers: Answer[];
  __demoStorage: string[];
}

/**
 * Records every Storage call made from the demo's own files (/demo/…), on each page the tab shows (a
 * `beforeNavigation` of openPage): the trip keeps nothing in storage, the address carries it.
 */
async function watchDemoStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as StandinWindow).__demoStorage = calls;
    const proto = Storage.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
      const original = proto[name]!;
      proto[name] = function (this: Storage, ...args: unknown[]) {
        if (/\/demo\//.test(new Error().stack ?? '')) calls.push(name);
        return original.apply(this, args);
      };
    }
  });
}
const demoStorageCalls = (page: Page) => page.evaluate(() => (window as unknown as StandinWindow).__demoStorage);

/** The bill of D1001 on provider `bank`, with the stand-in loaded (by the payment form). */
async function openBill(): Promise<PortalPage> {
  const portal = await openPage('bank', `/d/${RIVERA.id}`, 'production', watchDemoStorage);
  await signIn(portal.page, RIVERA);
  await waitForStandin(portal.page);
  return portal;
}
const waitForStandin = (page: Page) => page.waitForFunction(() => 'Square' in window);

/**
 * Makes an ach with `options`, as the portal will, and gives it an 'ontokenization' listener; with
 * `tokenize`, opens the bank dialog. Resolves with what the listener received by the next tasks (a
 * return from the bank is answered just after the listener is added); later answers: `answers(page)`.
 */
async function makeAch(page: Page, options: AchOptions, tokenize = false): Promise<Answer[]> {
  return page.evaluate(
    async ({ square, options, tokenize }) => {
      const w = window as unknown as StandinWindow;
      const received: Answer[] = (w.__answers = []);
      const ach = await w.Square.payments(square.appId, square.locationId).ach(options);
      ach.addEventListener('ontokenization', (event) => received.push(event.detail));
      if (tokenize)
        await ach.tokenize({ intent: 'CHARGE', accountHolderName: 'Maria Rivera', amount: '245.50', currency: 'USD' });
      for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      return received.slice();
    },
    { square: SQUARE, options, tokenize },
  );
}
const answers = (page: Page) => page.evaluate(() => (window as unknown as StandinWindow).__answers);
/** 'error' for { error: a message } (what the dialog's Cancel answers), else the answer itself. */
const shapes = (list: Answer[]) =>
  list.map((a) => (Object.keys(a).join() === 'error' && typeof a.error === 'string' ? 'error' : JSON.stringify(a)));

const bankDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect your bank', exact: true });
const signInAtBank = (page: Page) =>
  bankDialog(page).getByRole('button', { name: 'Sign in at your bank', exact: true });
const bankButton = (page: Page, name: 'Approve' | 'Cancel') => page.getByRole('button', { name, exact: true });
// A provider with no content file (`bank`) answers 404, which Chromium logs; the portal then uses its defaults.
const noContentFile = /^error: Failed to load resource: .* 404 .*@[^ ]*\/demo\/providers\/bank\.json$/;
const errorsOf = (portal: PortalPage) => [
  ...portal.consoleMessages.filter((m) => m.startsWith('error') && !noContentFile.test(m)),
  ...portal.pageErrors,
];

/** From the bill, 'Sign in at your bank' with `options`; resolves on the bank page, checked as a guarantor meets it. */
async function goToBank(portal: PortalPage, options: AchOptions): Promise<URL> {
  const { page } = portal;
  expect(await makeAch(page, options, true)).toEqual([]);
  expect(await bankDialog(page).getByRole('button').allTextContents()).toEqual([
    'Connect and pay',
    'Connect a closed account',
    'Sign in at your bank',
    'Cancel',
  ]);
  await signInAtBank(page).click();
  await page.waitForURL((url) => url.pathname === '/demo/bank.html');
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Your bank', exact: true }).waitFor();
  await page.getByText('demo stand-in', { exact: false }).waitFor();
  expect(await page.title()).toContain('Your bank');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await bankButton(page, 'Approve').waitFor();
  await bankButton(page, 'Cancel').waitFor();
  await expectNoA11yViolations(page, 'the stand-in bank page');
  expect(await demoStorageCalls(page)).toEqual([]);
  return new URL(page.url());
}

/** Presses `choice` on the bank page; resolves back on the portal, with the stand-in loaded again. */
async function leaveBank(page: Page, choice: 'Approve' | 'Cancel'): Promise<URL> {
  await bankButton(page, choice).click();
  await page.waitForURL((url) => url.pathname !== '/demo/bank.html');
  await waitForStandin(page);
  return new URL(page.url());
}

describe('the bank whose sign-in is at its own site (stand-in, provider bank)', () => {
  it('Approve: to the bank page and back with the outcome; the same transaction id answers a token, once', async () => {
    const portal = await openBill();
    const { page } = portal;
    const bill = page.url();
    const atBank = await goToBank(portal, { redirectURI: bill, transactionId: 't-1' });
    expect(Object.fromEntries(atBank.searchParams)).toEqual({ redirect: bill, transaction: 't-1' });

    const back = await leaveBank(page, 'Approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/d/${RIVERA.id}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ oauth_state_id: 't-1', demo_bank_outcome: 'approved' });

    const [answer, ...more] = await makeAch(page, { redirectURI: bill, transactionId: 't-1' });
    expect(more).toEqual([]);
    expect(answer?.tokenResult?.status).toBe('OK');
    // A token of the stand-in's 'Connect and pay' kind: the demo backend approves it.
    expect(answer?.tokenResult?.token).toMatch(new RegExp(`^${WIDGET_TOKEN_PREFIX}[0-9a-f]{24}$`));
    expect(answer).not.toHaveProperty('error');
    // Once per page load; and only for its own transaction id.
    expect(await makeAch(page, { redirectURI: bill, transactionId: 't-1' })).toEqual([]);
    expect(await makeAch(page, { redirectURI: bill, transactionId: 't-other' })).toEqual([]);
    expect(await demoStorageCalls(page)).toEqual([]);
    expect(errorsOf(portal)).toEqual([]);
  });

  it("Cancel: back to a relative address, its query kept; the same transaction id answers an error, as the dialog's Cancel does", async () => {
    const portal = await openBill();
    const { page } = portal;
    const redirectURI = `/d/${RIVERA.id}?from=bank`;
    await goToBank(portal, { redirectURI, transactionId: 't-2' });

    const back = await leaveBank(page, 'Cancel');
    expect(back.pathname).toBe(`/d/${RIVERA.id}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      from: 'bank',
      oauth_state_id: 't-2',
      demo_bank_outcome: 'cancelled',
    });
    const cancelled = await makeAch(page, { redirectURI, transactionId: 't-2' });
    expect(shapes(cancelled)).toEqual(['error']);
    expect(await makeAch(page, { redirectURI, transactionId: 't-2' })).toEqual([]);

    // The dialog's own Cancel answers the same shape.
    await makeAch(page, { redirectURI, transactionId: 't-3' }, true);
    await bankDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(async () => shapes(await answers(page))).toEqual(['error']);
    expect(await demoStorageCalls(page)).toEqual([]);
    expect(errorsOf(portal)).toEqual([]);
  });

  it.each<[string, AchOptions]>([
    ['a transactionId only (as the portal makes it today)', { transactionId: 't-4' }],
    ['a redirectURI only', { redirectURI: `${ORIGIN}/d/${RIVERA.id}` }],
  ])('made with %s, the button answers an error as Cancel does and the tab stays', async (_, options) => {
    const { page } = await openBill();
    const bill = page.url();
    await makeAch(page, options, true);
    await signInAtBank(page).click();
    await expect.poll(async () => shapes(await answers(page))).toEqual(['error']);
    await bankDialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(bill);
  });

  it('the bank page takes only a return address on its own origin; any other: a message, no buttons', async () => {
    const elsewhere = [
      'https://evil.example/d/D1001',
      '//evil.example/d/D1001',
      '/\\evil.example/d/D1001',
      'javascript:alert(1)',
      `${portalOrigin('demo')}/d/${RIVERA.id}`,
      '',
    ];
    const { page } = await openPage('bank', '/');
    for (const redirect of elsewhere) {
      await page.goto(`${ORIGIN}/demo/bank.html?${new URLSearchParams({ redirect, transaction: 't-5' })}`);
      await page.getByText(NOT_ALLOWED, { exact: true }).waitFor();
      expect(await page.getByRole('button').count(), redirect).toBe(0);
    }
    await expectNoA11yViolations(page, 'the stand-in bank page refusing a return address');
    // Its own origin, absolute or a path, is taken.
    for (const redirect of [`${ORIGIN}/d/${RIVERA.id}`, `/d/${RIVERA.id}`]) {
      await page.goto(`${ORIGIN}/demo/bank.html?${new URLSearchParams({ redirect, transaction: 't-5' })}`);
      await bankButton(page, 'Approve').waitFor();
      expect(await page.getByText(NOT_ALLOWED).count()).toBe(0);
    }
  });
});
