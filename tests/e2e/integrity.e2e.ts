import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { PROVIDERS } from '@/demo/providers';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { english } from '@tests/support/language';

import { setUpBrowser } from './support/browser';
import { E2E_HOST, E2E_PORT, portalOrigin } from './support/config';

const helpCopy = english(helpCopyMessages);

const copy = english(copyMessages);

// Subresource Integrity (scripts/build/vite-sri.mjs): a chunk whose bytes differ from the build's is
// refused by the browser, including lazy chunks and the modulepreloads Vite adds at run time (the
// import map's "integrity" section covers them). The page shows the maintenance page, never a blank
// screen and never the altered code's effect. Works on whatever server support/config points at.
const { openPage } = setUpBrowser();

/**
 * Serves `chunk`'s real body plus a line that would mark the page if the browser ran it. Routed on
 * the context, so requests a service worker makes are altered too; fetched from Node by IP, as Node
 * does not resolve *.localhost.
 */
async function tamper(page: Page, chunk: string, added = TAMPERED): Promise<{ served: () => number }> {
  let served = 0;
  await page.context().route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://${E2E_HOST}:${E2E_PORT}${url.pathname}` });
    served += 1;
    await route.fulfill({ response, body: `${await response.text()}${added}` });
  });
  return { served: () => served };
}

const TAMPERED = '\n;window.__tampered = true;';
const ran = (page: Page) => page.evaluate(() => (window as { __tampered?: boolean }).__tampered === true);

describe('a tampered chunk is refused', () => {
  // The control: the same routing with the bytes unchanged loads the page, so a refusal below is the hash's doing.
  it('the help page loads when its chunks, routed the same way, are the ones built', async () => {
    const { page, pageErrors } = await openPage('demo', '/');
    await page.getByRole('heading', { level: 1, name: copy.home.heading }).waitFor();
    const { served } = await tamper(page, 'HelpPage', '');
    await page.goto(`${portalOrigin('demo')}/help`);
    await page.getByRole('heading', { level: 1, name: helpCopy.help.title }).waitFor();
    expect(served()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector('script[type="importmap"]') !== null)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  // HelpPage: the lazy chunk itself; HelpContent: a dependency Vite modulepreloads at run time.
  it.each(['HelpPage', 'HelpContent'])('%s altered: not run, the maintenance page shows', async (chunk) => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    await page.getByRole('heading', { level: 1, name: copy.home.heading }).waitFor();
    const { served } = await tamper(page, chunk);
    await page.goto(`${portalOrigin('demo')}/help`);

    await page.getByRole('heading', { level: 1, name: copy.maintenance.heading }).waitFor();
    expect(served(), 'the altered chunk was requested').toBeGreaterThan(0);
    expect(await ran(page), 'the altered code ran').toBe(false);
    // The shell stays: the provider's name in the header, the footer.
    await page.getByText(PROVIDERS.demo!.ProviderName, { exact: true }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1, name: helpCopy.help.title }).count()).toBe(0);
    // Chromium's own report of the refused load (the app catches the failed import: src/ui/lazyOr.ts).
    // (Its wording depends on how the chunk came: a digest mismatch naming it, or a failed load.)
    const refusal = new RegExp(
      `valid digest in the 'integrity' attribute for resource '[^']*/${chunk}-|Failed to load resource`,
    );
    expect(portal.consoleMessages).toContainEqual(expect.stringMatching(refusal));
  });
});
