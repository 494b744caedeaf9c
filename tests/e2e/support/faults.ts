// Faults injected at the network with Playwright routing, for the fault matrix (faults.e2e.ts):
// whatever the page sends with, the answer is an HTTP error, a dropped connection or no answer.
import type { Page, Request, Route } from 'playwright-core';

import { apiPath } from './network';

export const FAULTS = [
  'HTTP 400 with a body',
  'HTTP 500',
  'HTTP 401',
  'dropped connection',
  'slower than the limit',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The server's own message in the 400 body (spec section 8: the body is passed on). */
export const REFUSAL = 'The server refused this request (fault matrix).';

/** Answers every request to `path` with `fault` until the returned function is called. */
export async function inject(page: Page, path: string, fault: Fault): Promise<() => Promise<void>> {
  const held: Route[] = [];
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
        // Never answered: the page gives up at its time limit.
        held.push(route);
    }
  };
  const url = apiPath(path);
  await page.route(url, answer);
  return async () => {
    await page.unroute(url, answer);
    // The page has given up on these; their late end must not fail the test.
    await Promise.all(held.splice(0).map((route) => route.abort().catch(() => {})));
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
