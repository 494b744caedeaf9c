// Issue 25 on `npm start`: through Vite's dev-server proxy, a payment whose connection drops comes
// back as the proxy's HTTP 502, and an autopay enrolment answered by a gateway's 504 (the demo
// server's fault switch, passed on by the proxy); neither is sent again unasked. Issue 31: under the
// dev server's StrictMode (containers mounted twice) the wallet provider shows one Google Pay button
// and one card form, and Google Pay pays.
import { type ChildProcess, spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { autopayCopy as autopayCopyWords } from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { lookupCopy as lookupCopyWords } from '@/screens/lookup/copy';
import { paymentMessages as paymentMessagesWords } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { CHROMIUM, CHROMIUM_ARGS } from './support/chromium';
import { DEV_API_PORT, DEV_PORT, E2E_HOST } from './support/config';
import { inject, recordRequests } from './support/faults';
import { stop } from './support/global-setup';
import {
  card,
  confirmationHeading,
  fillCard,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

const autopayCopy = english(autopayCopyWords);
const lookupCopy = english(lookupCopyWords);
const paymentCopy = english(paymentCopyWords);
const paymentMessages = english(paymentMessagesWords);
const devOrigin = (providerKey: string) => `http://${providerKey}.pay.localhost:${DEV_PORT}`;

let dev: ChildProcess | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  dev = spawn(process.execPath, ['scripts/serve/start.mjs', '--port', String(DEV_PORT), '--strictPort'], {
    env: { ...process.env, DEMO_API_PORT: String(DEV_API_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // Both servers say they listen (scripts/serve/demo-api.mjs, then Vite's 'Local:' line). Vite colours its
  // output where a CI variable is set, even into a pipe (the port in bold): compare the plain text.
  await new Promise<void>((ready, fail) => {
    let said = '';
    dev!.once('exit', (code) => fail(new Error(`npm start exited (${code}) before listening`)));
    dev!.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const plain = stripVTControlCharacters(said);
      if (plain.includes(`demo API on http://${E2E_HOST}:${DEV_API_PORT}`) && plain.includes(`:${DEV_PORT}/`)) ready();
    });
  });
});

afterAll(async () => {
  await browser?.close();
  if (dev) await stop(dev);
});

/** A new visitor on the dev server's D1001 link, signed in. */
async function signedIn(providerKey = 'demo'): Promise<Page> {
  const context = await browser!.newContext();
  // The dev server compiles modules on first request: give the first page its time.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto(`${devOrigin(providerKey)}/d/${RIVERA.id}`);
  await signIn(page, RIVERA);
  return page;
}

describe('npm start (Vite dev server and its proxy)', () => {
  // The development builds of React and its companions speak up in the console when misused.
  it('the first screen logs no error', async () => {
    const context = await browser!.newContext();
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${devOrigin('demo')}/`);
    await page.getByRole('heading', { level: 1, name: lookupCopy.heading, exact: true }).waitFor();
    await page.locator('header img').evaluate((img: HTMLImageElement) => img.decode());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a dropped payment arrives as the proxy’s 502; the next submit asks before posting', async () => {
    const page = await signedIn();
    const posts = recordPaymentPosts(page);
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === API_PATHS.processPayment) statuses.push(r.status());
    });
    await fillCard(page, card(DEMO_CARDS.networkError));
    await submitButton(page).click();
    const alert = page.getByRole('alertdialog', { name: paymentMessages.networkFailure, exact: true });
    await alert.getByRole('button', { name: paymentCopy.ok, exact: true }).click();
    expect(statuses).toEqual([502]);

    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    const question = page.getByRole('alertdialog', { name: paymentCopy.repostTitle, exact: true });
    await question.getByRole('button', { name: paymentCopy.repostCancel, exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    await page.context().close();
  });

  it('an autopay enrolment answered by a gateway’s 504 says it may have gone through, and is not repeated', async () => {
    const page = await signedIn();
    const enrolments = recordRequests(page, API_PATHS.createAutopayEnrollment);
    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).click();
    await page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true }).waitFor();
    await inject(page, API_PATHS.createAutopayEnrollment, 'HTTP 504 from the gateway');
    await page.getByRole('button', { name: autopayCopy.enroll, exact: true }).click();
    const question = page.getByRole('alertdialog', { name: autopayCopy.uncertainTitle, exact: true });
    await question.getByRole('button', { name: autopayCopy.close, exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(enrolments).toHaveLength(1);
    await page.context().close();
  });

  // Provider `bank` has the wallets and the bank account (issue 33): one of each after StrictMode's remount.
  it('StrictMode: one Google Pay button, one bank button and one card form; the bank dialog answers; Google Pay pays', async () => {
    const page = await signedIn('bank');
    const posts = recordPaymentPosts(page);
    const googlePay = page.getByRole('button', { name: 'Google Pay', exact: true });
    await googlePay.waitFor();
    await page.getByRole('group', { name: 'Card details', exact: true }).waitFor();
    // Both loads of each (the first abandoned when StrictMode unmounts) have ended: one of each stays.
    await page.waitForFunction(() => !document.querySelector('[role="status"]'));
    expect(await googlePay.count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Card details', exact: true }).count()).toBe(1);
    const bank = page.getByRole('button', { name: 'Pay from bank account', exact: true });
    await bank.waitFor();
    expect(await bank.count()).toBe(1);
    await bank.click();
    const bankDialog = page.getByRole('dialog', { name: 'Connect your bank', exact: true });
    await bankDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => bank.isEnabled()).toBe(true);

    await googlePay.click();
    await page.getByRole('dialog', { name: 'Google Pay', exact: true }).getByRole('button', { name: 'Pay' }).click();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
    expect(String((posts[0]!.postDataJSON() as { Token?: string }).Token)).toMatch(/^demo-sq-token-/);
    await page.context().close();
  });
});
