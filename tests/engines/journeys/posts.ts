// What was posted and charged, as the journeys of issue 46 count it in every engine: no engine here
// lets a test watch the page's requests the same way (WebKitWebDriver speaks classic WebDriver), so
// the page's own resource timing and the demo API's record say it.
import { API_PATHS } from '@/api/paths';
import type { DemoState, DemoTransaction } from '@/demo/state';

import type { EngineDriver } from '../driver';

/**
 * The payment posts this page (this document, since it loaded) has had answered: resource timing has
 * an entry for every call once its answer is in. A post still out is not among them.
 */
export async function paymentPostsAnswered(driver: EngineDriver): Promise<string[]> {
  const urls = await driver.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return urls.filter((url) => new URL(url).pathname === API_PATHS.processPayment);
}

/** The demo API's state for this visitor (its cookie names the demo's state). */
const demoState = (driver: EngineDriver) =>
  // DEMO_STATE_PATH (src/demo/controlHandlers.ts) written out: the function goes to the page as source.
  driver.evaluate(() => fetch('/__demo/state').then((response) => response.json() as Promise<DemoState>));

/** The payments the demo API charged for this visitor. */
export async function charged(driver: EngineDriver): Promise<DemoTransaction[]> {
  return (await demoState(driver)).transactions;
}

/** The ProcessPayment requests the demo API received from this visitor, answered or not yet. */
export async function postsReceived(driver: EngineDriver): Promise<number> {
  return (await demoState(driver)).paymentPosts ?? 0;
}
