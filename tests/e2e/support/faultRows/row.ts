// The fault matrix's rows (tests/e2e/faults.e2e.ts): what a row is and the helpers every family's rows use.
import type { Locator, Page } from 'playwright-core';

import type { ApiCallName } from '@/api/paths';

import { FAULTS_PORT } from '../config';
import type { Fault, Seen } from '../faults';

export const origin = (key = 'demo') => `http://${key}.pay.localhost:${FAULTS_PORT}`;
export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** One row of the table: how to reach a call, make it, and what each fault must look like. */
export interface CallRow {
  call: ApiCallName;
  /** The row's name when a call has more than one row (a payment by card, and from a bank account). */
  title?: string;
  /** The faults tried (all unless told): a second row of a call tries one of each kind the client tells apart. */
  faults?: readonly Fault[];
  /** Brings a fresh page to just before the call, typing what a guarantor types. */
  open: (page: Page) => Promise<void>;
  /** Makes the call (a click, or opening the address that makes it). */
  trigger: (page: Page) => Promise<void>;
  /** What the guarantor sees after `fault` (section 8). */
  sees: (fault: Fault) => Seen;
  /** Closes what the fault showed, so the next fault can be tried on the same page. */
  dismiss?: (page: Page, seen: Seen) => Promise<void>;
  /** Fields the guarantor typed and their values: still there after every fault. */
  typed?: (page: Page) => [Locator, string][];
  /** Checked once the fault's message is closed: what may follow it (the payment's repost question). */
  afterwards?: (page: Page, fault: Fault) => Promise<void>;
  /** Requests one trigger may send: 2 for a lookup retried after a dropped connection. */
  requestsPer?: (fault: Fault) => number;
  /** Shows once the server has recovered and the call is made again. */
  recovered: (page: Page) => Promise<void>;
}

export const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export const goTo = (path: string, key?: string) => (page: Page) => page.goto(`${origin(key)}${path}`).then(() => {});
/** An alert dialog saying `text` (its title, or its body under a title of its own). */
export const alertDialog = (page: Page, text: string) => page.getByRole('alertdialog').filter({ hasText: text });

export const okButton = (name: string) => async (page: Page, seen: Seen) => {
  if (!('alertDialog' in seen)) return;
  const dialog = alertDialog(page, seen.alertDialog);
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};
export const retriedAfterDrop = (fault: Fault) => (fault === 'dropped connection' ? 2 : 1);
