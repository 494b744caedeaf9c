// Shared steps of the statement-lookup and single-sign-on browser tests. Labels and texts come
// from the screens' copy; the logins from the demo data set (src/demo/data.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { english } from '@tests/support/language';

const lookupCopy = english(lookupCopyMessages);

export interface StatementLogin {
  identifier: string;
  lastName: string;
  zip: string;
}

/** demo-scenarios.md "Statement lookup", plus the added guarantor-check scenarios. */
export const LOOKUPS = {
  rivera: { identifier: 'A1001', lastName: 'Rivera', zip: '30301' },
  chen: { identifier: 'A1002', lastName: 'Chen', zip: '94105' },
  locked: { identifier: 'A1003', lastName: 'Locked', zip: '10001' },
  balance: { identifier: 'A1004', lastName: 'Balance', zip: '10002' },
  twice: { identifier: 'A1005', lastName: 'Twice', zip: '10003' },
} satisfies Record<string, StatementLogin>;

/** The demo provider's VerificationLabel1. */
export const IDENTIFIER_LABEL = 'Account Number';

export function lookupFields(page: Page) {
  const byLabel = (label: string) => page.getByLabel(label, { exact: true });
  return {
    identifier: byLabel(IDENTIFIER_LABEL),
    lastName: byLabel(lookupCopy.lastName),
    zip: byLabel(lookupCopy.zipCode),
    continue: page.getByRole('button', { name: lookupCopy.continue, exact: true }),
  };
}

export function h1(page: Page, name: string, includeHidden = false): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true, includeHidden });
}

/** Fills the statement lookup form (which must be showing) and presses Continue. */
export async function lookUp(page: Page, login: StatementLogin): Promise<void> {
  await h1(page, lookupCopy.heading).waitFor();
  const f = lookupFields(page);
  await f.identifier.fill(login.identifier);
  await f.lastName.fill(login.lastName);
  await f.zip.fill(login.zip);
  await f.continue.click();
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until `target` has the focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab never reached ${String(target)}`).toBe(true);
}

/** Everything the page keeps or says on the side: storage, cookies, history state, the trace, console. */
export async function sideChannels(page: Page, consoleLines: string[]): Promise<Record<string, string>> {
  const inPage = await page.evaluate(() => {
    const dump = (storage: Storage) => JSON.stringify(Object.fromEntries(Object.entries(storage)));
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      cookie: document.cookie,
      historyState: JSON.stringify(history.state),
      trace: JSON.stringify(window.__portalTrace?.get() ?? null),
    };
  });
  return { ...inPage, url: decodeURIComponent(page.url()), console: consoleLines.join('\n') };
}
