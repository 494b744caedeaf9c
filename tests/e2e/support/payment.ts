// Shared steps of the payment-link browser tests: sign in on /d/{id}, fill the card fields, pay,
// count and read the ProcessPayment posts, hold a post in flight, find the error box and the
// receipt's heading. Labels and texts come from the screens' copy.
import type { Locator, Page, Request, Route } from 'playwright-core';

import { API_PATHS } from '@/api/paths';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { confirmationCopy } from '@/screens/confirmation/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import { PAYMENT_ERROR_ID } from '@/screens/guarantor/payment/errorField';
import { english } from '@tests/support/language';

import { apiPath } from './network';

const deliveryCopy = english(deliveryCopyMessages);

export interface DeliveryLogin {
  id: string;
  lastName: string;
  zip: string;
}

/** demo-scenarios.md, "Delivery links". */
export const RIVERA: DeliveryLogin = { id: 'D1001', lastName: 'Rivera', zip: '30301' };
export const PARTIAL: DeliveryLogin = { id: 'D1006', lastName: 'Partial', zip: '60601' };

export interface CardEntry {
  name: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
  zip: string;
}

/** A card that passes every form rule; `number` decides what the demo processor answers. */
export function card(number: string = DEMO_CARDS.approved, changes: Partial<CardEntry> = {}): CardEntry {
  // Two years ahead: always in the offered 2025-2038 range and never expired.
  return {
    name: 'Maria Rivera',
    number,
    month: '12',
    year: String(new Date().getFullYear() + 2),
    cvv: '123',
    zip: '30301',
    ...changes,
  };
}

/** '4111111111111111' → '4111 1111 1111 1111', as a guarantor copies it from the card. */
export function spaced(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function paymentHeading(page: Page) {
  return page.getByRole('heading', { level: 2, name: paymentCopy.heading, exact: true });
}

export function submitButton(page: Page) {
  return page.getByRole('button', { name: paymentCopy.submit, exact: true });
}

/** The payment form's inputs, by their visible labels. */
export function fields(page: Page) {
  const byLabel = (label: string) => page.getByLabel(label, { exact: true });
  return {
    amount: page.locator('#payment-amount'),
    email: byLabel(paymentCopy.email),
    phone: byLabel(paymentCopy.phone),
    name: byLabel(paymentCopy.nameOnCard),
    number: byLabel(paymentCopy.cardNumber),
    month: byLabel(paymentCopy.expMonth),
    year: byLabel(paymentCopy.expYear),
    cvv: byLabel(paymentCopy.cvv),
    zip: byLabel(paymentCopy.billingZip),
  };
}

/** Signs in on the confirm-info page of `/d/{id}` (already open) and waits for the payment form. */
export async function signIn(page: Page, who: DeliveryLogin): Promise<void> {
  await page.getByLabel(deliveryCopy.zip, { exact: true }).fill(who.zip);
  await page.getByLabel(deliveryCopy.lastName, { exact: true }).fill(who.lastName);
  await page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click();
  await paymentHeading(page).waitFor();
}

export async function fillCard(page: Page, entry: CardEntry): Promise<void> {
  const f = fields(page);
  await f.name.fill(entry.name);
  await f.number.fill(entry.number);
  await f.month.selectOption(entry.month);
  await f.year.selectOption(entry.year);
  await f.cvv.fill(entry.cvv);
  await f.zip.fill(entry.zip);
}

export async function payWith(page: Page, entry: CardEntry): Promise<void> {
  await fillCard(page, entry);
  await submitButton(page).click();
}

/** The box under the payment form with a validation message or a decline. */
export function errorBox(page: Page): Locator {
  return page.locator(`#${PAYMENT_ERROR_ID}`);
}

/** includeHidden: the autopay dialog opens over the receipt and hides the page from the accessibility tree. */
export function confirmationHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true });
}

const isPaymentPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === API_PATHS.processPayment;

/** Every ProcessPayment post the page sends from now on. */
export function recordPaymentPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isPaymentPost(request)) posts.push(request);
  });
  return posts;
}

export function waitForPaymentPost(page: Page): Promise<Request> {
  return page.waitForRequest(isPaymentPost);
}

/**
 * Holds every POST to `path` the page sends until the returned function is called, so a test can
 * look at a waiting state at leisure; then the held posts go on to the demo API, and later ones pass.
 */
export async function holdPosts(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const hold = async (route: Route) => {
    if (released || route.request().method() !== 'POST') return route.fallback();
    held.push(route);
  };
  const url = apiPath(path);
  await page.route(url, hold);
  return async () => {
    released = true;
    // Continue first: unrouting first let the browser release the held request itself (continue then throws).
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute(url, hold);
  };
}
