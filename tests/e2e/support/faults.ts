// Faults for the fault matrix (faults.e2e.ts): whatever the page sends with, the answer is an HTTP
// error, a dropped connection or no answer (Playwright routing), or a gateway's 502 / 504 (the demo
// server's own fault switch, src/demo/faults.ts, as a load balancer in front of the API answers).
import type { Page, Request, Route } from 'playwright-core';

import { API_PATHS } from '@/api/paths';
import { DEMO_FAULT_PATH } from '@/demo/faults';

import { apiPath } from './network';

export const FAULTS = [
  'HTTP 400 with a body',
  'HTTP 500',
  'HTTP 401',
  'dropped connection',
  'slower than the limit',
  'HTTP 502 from the gateway',
  'HTTP 504 from the gateway',
] as const;
export type Fault = (typeof FAULTS)[number];

/** Faults after which a call that changes something may have gone through (src/api/callPolicy.ts). */
export const OUTCOME_UNKNOWN: readonly Fault[] = [
  'dropped connection',
  'slower than the limit',
  'HTTP 502 from the gateway',
  'HTTP 504 from the gateway',
];

const GATEWAY: Partial<Record<Fault, number>> = { 'HTTP 502 from the gateway': 502, 'HTTP 504 from the gateway': 504 };

/** The server's own message in the 400 body (spec section 8: the body is passed on). */
export const REFUSAL = 'The server refused this request (fault matrix).';

/**
 * Answers every request to `path` with `fault` until the returned function is called. A gateway
 * fault is switched on the demo server for this page's visitor, so the page must be on its origin.
 * 'slower than the limit' holds the request and, once it is held and the page's other calls have been
 * answered, moves the page's clock (Playwright's page.clock, installed before the page loaded) on by
 * the call's limit, `limitMs`: the limit is a timer of the page that starts as the request leaves
 * (src/api/client.ts), so the held call is past it then, at the test's word, and never before; and no
 * other call is, since none is waiting for an answer (a clock moved on fires every timer it passes).
 */
export async function inject(page: Page, path: string, fault: Fault, limitMs?: number): Promise<() => Promise<void>> {
  if (fault === 'slower than the limit' && limitMs === undefined) throw new Error(`${fault} needs the call's limit`);
  const status = GATEWAY[fault];
  if (status !== undefined) {
    await switchGateway(page, path, status);
    return () => switchGateway(page, path, null);
  }
  const held: Route[] = [];
  const others = fault === 'slower than the limit' ? callsInFlight(page, path) : undefined;
  const answer = async (route: Route) => {
    switch (fault) {
      case 'HTTP 400 with a body':
        return route.fulfill({ status: 400, json: { message: REFUSAL, ErrorMessage: REFUSAL } });
      case 'HTTP 500':
        return route.fulfill({ status: 500, json: { Message: 'An error has occurred.' } });
      case 'HTTP 401':
        return route.fulfill({ status: 401, body: '' });
      case 'dropped connection':
        return route.abort('internetdisconnected');
      case 'slower than the limit':
        // Never answered: the request has left (its limit's timer is set), and once every other call
        // the page made has its answer, the page's clock passes the limit.
        held.push(route);
        await others!.answered();
        await page.clock.fastForward(limitMs!);
        return;
      default:
        throw new Error(`${fault} is not injected by routing`);
    }
  };
  const url = apiPath(path);
  await page.route(url, answer);
  return async () => {
    others?.stop();
    await page.unroute(url, answer);
    // The page has given up on these; their late end must not fail the test.
    await Promise.all(held.splice(0).map((route) => route.abort().catch(() => {})));
  };
}

/**
 * The page's API calls other than to `except` sent from now on and still waiting for an answer:
 * `answered()` resolves once none is. Chromium reports a request finished from the page's own loader,
 * as the page takes the answer, which clears that call's time limit (src/api/client.ts); the clock
 * moved after that round trip cannot pass it.
 */
function callsInFlight(page: Page, except: string): { answered: () => Promise<void>; stop: () => void } {
  const paths = Object.values(API_PATHS).filter((path) => path !== except);
  const waiting = new Set<Request>();
  let onNone: (() => void) | undefined;
  const sent = (request: Request) => {
    const url = new URL(request.url());
    if (paths.some((path) => apiPath(path)(url))) waiting.add(request);
  };
  const ended = (request: Request) => {
    if (waiting.delete(request) && waiting.size === 0) onNone?.();
  };
  page.on('request', sent);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    answered: () => (waiting.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onNone = resolve))),
    stop: () => {
      page.off('request', sent);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Every request to `path` the page sends from now on. */
export function recordRequests(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  const matches = apiPath(path);
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) sent.push(request);
  });
  return sent;
}

/** What the guarantor sees after a fault: an alert dialog, text in the page, a heading, or nothing new. */
export type Seen = { alertDialog: string } | { text: string; detail?: string } | { heading: string; text?: string };

export function describeSeen(seen: Seen): string {
  if ('alertDialog' in seen) return `the alert '${seen.alertDialog}'`;
  if ('heading' in seen) return `the page '${seen.heading}'`;
  return `'${seen.text}'`;
}

/** Switches the demo server's gateway fault for `path` on (a status) or off (null), as this page's visitor. */
async function switchGateway(page: Page, path: string, status: number | null): Promise<void> {
  const answer = await page.evaluate(
    async ({ switchPath, body }) =>
      (await fetch(switchPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    { switchPath: DEMO_FAULT_PATH, body: JSON.stringify({ path, status }) },
  );
  if (answer !== 204) throw new Error(`the fault switch answered ${answer} for ${path}`);
}
