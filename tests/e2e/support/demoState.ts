import type { Page } from 'playwright-core';

import { DEMO_STATE_PATH } from '@/demo/controlHandlers';
import type { DemoState } from '@/demo/state';

/** What the demo API server recorded for this page's visitor (its cookie names the state). */
export async function demoState(page: Page): Promise<DemoState> {
  return page.evaluate(async (path) => (await fetch(path)).json() as Promise<DemoState>, DEMO_STATE_PATH);
}
