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
import { english, inLanguage, type TestLanguage } from '@tests/support/language';

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

/** The words of the payment form in a language the tests can read ('en' or 'es'); English by default. */
const paymentWords = (language: TestLanguage = 'en') => inLanguage(language, paymentCopy);

export function paymentHeading(page: Page, language?: TestLanguage) {
  return page.getByRole('heading', { level: 2, name: paymentWords(language).heading, exact: true });
}

export function submitButton(page: Page, language?: TestLanguage) {
  return page.getByRole('button', { name: paymentWords(language).submit, exact: true });
}

/** The payment form's inputs, by their visible labels in `language`. */
export function fields(page: Page, language?: TestLanguage) {
  const t = paymentWords(language);
  const byLabel = (label: string) => page.getByLabel(label, { exact: true });
  return {
    amount: page.locator('#payment-amount'),
    email: byLabel(t.email),
    phone: byLabel(t.phone),
    name: byLabel(t.nameOnCard),
    number: byLabel(t.cardNumber),
    month: byLabel(t.expMonth),
    year: byLabel(t.expYear),
    cvv: byLabel(t.cvv),
    zip: byLabel(t.billingZip),
  };
}

/**
 * The payment form's inputs by their ids, whatever the page's language (the pseudo-locale's labels
 * are generated, so a walk in it cannot name them).
 */
export function fieldsById(page: Page) {
  const byId = (name: string) => page.locator(`#field-${name}`);
  return {
    amount: page.locator('#payment-amount'),
    email: byId('email'),
    phone: byId('phone'),
    name: byId('nameOnCard'),
    number: byId('cardNumber'),
    month: byId('expMonth'),
    year: byId('expYear'),
    cvv: byId('cardCVV'),
    zip: byId('billingZip'),
  };
}

/** Signs in on the confirm-info page of `/d/{id}` (already open) and waits for the payment form. */
export async function signIn(page: Page, who: DeliveryLogin): Promise<void> {
  const words = english(deliveryCopy);
  await page.getByLabel(words.zip, { exact: true }).fill(who.zip);
  await page.getByLabel(words.lastName, { exact: true }).fill(who.lastName);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
  await paymentHeading(page).waitFor();
}

/**
 * Signs in by the fields' names, in any language (the confirm-info page is another flow's; this
 * flow's tests only need to get past it), and waits for the payment form.
 */
export async function signInAnyLanguage(page: Page, who: DeliveryLogin): Promise<void> {
  await page.locator('input[name="zipCode"]').fill(who.zip);
  await page.locator('input[name="lastName"]').fill(who.lastName);
  await page.locator('form button[type="submit"]').click();
  await page.locator('#payment-form-title').waitFor();
}

export async function fillCard(page: Page, entry: CardEntry, f = fields(page)): Promise<void> {
  await f.name.fill(entry.name);
  await f.number.fill(entry.number);
  await f.month.selectOption(entry.month);
  await f.year.selectOption(entry.year);
  await f.cvv.fill(entry.cvv);
  await f.zip.fill(entry.zip);
}

export async function payWith(page: Page, entry: CardEntry, language?: TestLanguage): Promise<void> {
  await fillCard(page, entry, fields(page, language));
  await submitButton(page, language).click();
}

/** The box under the payment form with a validation message or a decline. */
export function errorBox(page: Page): Locator {
  return page.locator(`#${PAYMENT_ERROR_ID}`);
}

/** includeHidden: the autopay dialog opens over the receipt and hides the page from the accessibility tree. */
export function confirmationHeading(page: Page, language: TestLanguage = 'en'): Locator {
  const name = inLanguage(language, confirmationCopy).heading;
  return page.getByRole('heading', { level: 1, name, exact: true, includeHidden: true });
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
