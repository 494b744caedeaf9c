import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { DELIVERIES } from '@/demo/deliveries';
import { type DeliverySeed } from '@/demo/deliverySeed';
import { formatMoney } from '@/i18n/i18n';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { guarantorCopy } from '@/screens/guarantor/copy';
import { english } from '@tests/support/language';

import type { PortalPage } from './browser';
import { portalOrigin } from './config';

const deliveryCopy = english(deliveryCopyMessages);

// Shared steps of the delivery-link browser tests: the demo contract's guarantors and the
// 'Please Confirm Your Info' form.

/** A delivery of the demo contract (src/demo/deliveries.ts), by id. */
export function delivery(id: string): DeliverySeed {
  const seed = DELIVERIES.find((d) => d.DeliveryId === id);
  if (!seed) throw new Error(`no demo delivery ${id}`);
  return seed;
}

export function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Fills and submits the confirm-info form (which must be showing). */
export async function confirmInfo(page: Page, zip: string, lastName: string): Promise<void> {
  await h1(page, deliveryCopy.confirmInfo).waitFor();
  await page.getByLabel(deliveryCopy.zip, { exact: true }).fill(zip);
  await page.getByLabel(deliveryCopy.lastName, { exact: true }).fill(lastName);
  await page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click();
}

/** Opens `/d/{id}` on `providerKey` and confirms the guarantor's own last name and zip. */
export async function signIn(
  openPage: (providerKey: string, path?: string) => Promise<PortalPage>,
  providerKey: string,
  id: string,
): Promise<PortalPage> {
  const portal = await openPage(providerKey, `/d/${id}`);
  const { LastName, Zip } = delivery(id).guarantor;
  await confirmInfo(portal.page, Zip, LastName);
  return portal;
}

export function deliveryUrl(providerKey: string, id: string): string {
  return `${portalOrigin(providerKey)}/d/${id}`;
}

export function expectQuietPage({ pageErrors, dialogs }: PortalPage): void {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(dialogs, 'alert/confirm dialogs').toEqual([]);
}

export function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** The validated view's page heading and its 'Total Amount Due'. */
export async function expectValidatedView(page: Page, amountDue: number): Promise<void> {
  const words = english(guarantorCopy);
  await h1(page, words.title).waitFor();
  expect(await region(page, words.amountDue).textContent()).toContain(formatMoney(amountDue));
}
