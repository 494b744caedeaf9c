import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the screen's heading, then checks it is the only page heading. */
export async function expectScreen(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([heading]);
}
