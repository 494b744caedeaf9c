// Network conditions for one API path, made with Playwright's request routing, so they hold
// whatever the page sends with (fetch, or XMLHttpRequest for an upload).
import type { Page, Route } from 'playwright-core';

/** Matches requests to the API path `path` (under any API base URL). */
export const apiPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname.endsWith(path);

/**
 * Requests to `path` fail as a dropped connection would (the page gets no answer at all), as when
 * a phone loses signal mid-request: every one, or only the next (`once`).
 */
export async function dropConnection(page: Page, path: string, { once = false } = {}): Promise<void> {
  await page.route(apiPath(path), (route: Route) => route.abort('internetdisconnected'), {
    times: once ? 1 : undefined,
  });
}
