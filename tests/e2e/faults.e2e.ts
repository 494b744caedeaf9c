// The fault matrix (issue 17): every call of spec section 7 × every fault, in real Chromium on the
// production bundle, generated from ONE table of calls (its rows by call family: support/faultRows/).
// Faults are injected at the network with Playwright routing (support/faults.ts), never by code in
// the page. The bundle is the fault build (npm run build:e2e-faults), with every call's real time
// limit (src/api/callPolicy.ts). Each page runs on Playwright's clock (time flows as usual): a call's
// limit is a timer of the page, so 'slower than the limit' holds the request and then moves the clock
// past that call's limit (support/faults.ts); no healthy call races a short limit. Each call gets one
// page; its faults run on it in turn (what the guarantor typed must survive all of them), then the
// server recovers and the call must work.
import type { ChildProcess } from 'node:child_process';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CALL_POLICY } from '@/api/callPolicy';
import type { ApiCallName } from '@/api/paths';
import { API_PATHS } from '@/api/paths';

import { chromiumOfThisWorker } from './support/browser';
import { FAULTS_OUT_DIR, FAULTS_PORT } from './support/config';
import { BANK_ROWS } from './support/faultRows/bank';
import { ENTRY_ROWS } from './support/faultRows/entry';
import { INSURANCE_ROWS } from './support/faultRows/insurance';
import { PAYMENT_ROWS } from './support/faultRows/payment';
import { alertDialog, h1 } from './support/faultRows/row';
import { describeSeen, FAULTS, inject, recordRequests, type Seen } from './support/faults';
import { serve, stop } from './support/global-setup';

/** Every call of section 7, by family (tests/e2e/support/faultRows/); a payment from a bank account too. */
const TABLE = [...ENTRY_ROWS, ...INSURANCE_ROWS, ...PAYMENT_ROWS, ...BANK_ROWS];
/** How long a step may wait for what the page shows: only catches a hang (no fault waits out a real limit). */
const WAIT_MS = 15_000;

let server: ChildProcess | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    serve(FAULTS_OUT_DIR, FAULTS_PORT, 'build:e2e-faults'),
    chromiumOfThisWorker(),
  ]);
});

afterAll(async () => {
  if (server) await stop(server);
});

async function expectSeen(page: Page, seen: Seen): Promise<void> {
  if ('alertDialog' in seen) {
    await alertDialog(page, seen.alertDialog).waitFor();
  } else if ('heading' in seen) {
    await h1(page, seen.heading).waitFor();
    if (seen.text) expect(await page.locator('main').innerText()).toContain(seen.text);
  } else if ('text' in seen) {
    // An error box (role alert) or a notice (role status, e.g. the prefill failure the form goes on after).
    const box = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: seen.text });
    await box.waitFor();
    if (seen.detail) expect(await box.innerText()).toContain(seen.detail);
  }
}

/** Rows for calls not yet in the table fail the matrix's completeness check below. */
const COVERED = new Set(TABLE.map((row) => row.call));

it('the table names every call of section 7', () => {
  expect(Object.keys(API_PATHS).filter((call) => !COVERED.has(call as ApiCallName))).toEqual([]);
});

for (const row of TABLE) {
  describe.sequential(row.title ?? row.call, () => {
    let context: BrowserContext;
    let page: Page;
    let sent: ReturnType<typeof recordRequests>;
    const logged: string[] = [];

    beforeAll(async () => {
      context = await browser!.newContext();
      context.setDefaultTimeout(WAIT_MS);
      page = await context.newPage();
      await page.clock.install();
      page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
      page.on('dialog', (dialog) => void dialog.dismiss());
      sent = recordRequests(page, API_PATHS[row.call]);
      await row.open(page);
    });

    afterAll(async () => {
      await context?.close();
    });

    for (const fault of row.faults ?? FAULTS) {
      const seen = row.sees(fault);
      it(`${fault}: shows ${describeSeen(seen)}, keeps what was typed, sends ${row.call} once`, async () => {
        const before = sent.length;
        const heal = await inject(page, API_PATHS[row.call], fault, CALL_POLICY[row.call].timeoutMs);
        try {
          await row.trigger(page);
          // The call went out (and the screen cleared any earlier message when it was made).
          await expect.poll(() => sent.length - before).toBeGreaterThan(0);
          await expectSeen(page, seen);
          expect(sent.length - before, `${row.call} requests`).toBe(row.requestsPer?.(fault) ?? 1);
          for (const [field, value] of row.typed?.(page) ?? []) expect(await field.inputValue()).toBe(value);
          // The fault is logged by name, never with what was sent.
          expect(logged.some((line) => line.includes(API_PATHS[row.call]))).toBe(true);
          if (fault === 'slower than the limit') {
            // Given up by the call's own limit (the page's timer the clock moved), not by anything else.
            const gaveUp = `${API_PATHS[row.call]}: no answer within the time limit`;
            expect(logged.some((line) => line.includes(gaveUp))).toBe(true);
          }
          await row.dismiss?.(page, seen);
          await row.afterwards?.(page, fault);
          expect(sent.length - before, `${row.call} requests after what followed`).toBe(row.requestsPer?.(fault) ?? 1);
        } finally {
          await heal();
        }
      });
    }

    it('works again once the server recovers', async () => {
      const before = sent.length;
      await row.trigger(page);
      await row.recovered(page);
      expect(sent.length - before, `${row.call} requests`).toBe(1);
    });
  });
}
