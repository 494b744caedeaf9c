// The demo server's hold switch (src/demo/holds.ts) from a test: the server receives the page's calls
// to a path but answers them only when the test releases them, even after the page that sent one has
// reloaded (a Playwright route cannot do that: the reload cancels a request it holds before it reaches
// the server). Switched through the page, so the server holds this page's visitor only.
import type { Page } from 'playwright-core';

import { DEMO_HOLD_PATH } from '@/demo/holds';

/** Holds the demo server's answers to `path` for this page's visitor until the returned function is called. */
export async function holdAtServer(page: Page, path: string): Promise<() => Promise<void>> {
  await switchHold(page, path, true);
  return () => switchHold(page, path, false);
}

async function switchHold(page: Page, path: string, hold: boolean): Promise<void> {
  const answer = await page.evaluate(
    async ({ switchPath, body }) =>
      (await fetch(switchPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    { switchPath: DEMO_HOLD_PATH, body: JSON.stringify({ path, hold }) },
  );
  if (answer !== 204) throw new Error(`the hold switch answered ${answer} for ${path}`);
}
