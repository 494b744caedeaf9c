import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyMessages } from '@/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { english } from '@tests/support/language';
import { COMPILE_WHOLE } from '@scripts/build/vite-first-scripts';

import { setUpBrowser, twoFrames } from './support/browser';
import { apiPath } from './support/network';
import { expectScreen } from './support/screen';

// The order in which the first screen's code, calls and images load (issues 11 and 34), on the
// production build in real Chromium: what the screen waits for leaves first and takes the line.
const copy = english(copyMessages);
const deliveryCopy = english(deliveryCopyMessages);

const { openPage } = setUpBrowser();

describe('the first screen', () => {
  // Issue 11: the first screen's code does not wait for the provider's answer to start loading; issue 34:
  // it leaves first (on a phone's line it takes longer than the call).
  it.each([
    { path: '/', chunk: 'LookupRoute', heading: copy.home.heading },
    { path: '/d/D1001', chunk: 'DeliveryRoute', heading: deliveryCopy.confirmInfo },
  ])("$path: the screen's code is requested before GetProvider", async ({ path, chunk, heading }) => {
    // GetProvider is held until the screen's code is asked for (5 s at most), so the order shows
    // whatever the demo API's latency: code that waited for the answer would be asked for after it.
    const { page } = await openPage('demo', path, 'production', async (next) => {
      const codeAsked = next
        .waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/assets/${chunk}-`), {
          timeout: 5_000,
        })
        .catch(() => null);
      await next.route(apiPath(API_PATHS.getProvider), async (route) => {
        await codeAsked;
        await route.continue();
      });
    });
    await expectScreen(page, heading);
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const { name, startTime, responseEnd } = e as PerformanceResourceTiming;
        return { path: new URL(name).pathname, startTime, responseEnd };
      }),
    );
    const code = timing.find((entry) => entry.path.startsWith(`/assets/${chunk}-`));
    const provider = timing.find((entry) => entry.path === '/api/GetProvider');
    expect(code, JSON.stringify(timing)).toBeDefined();
    expect(code!.startTime).toBeLessThan(provider!.startTime);
  });

  // Issue 34: the logo is not the screen's largest paint (the heading is); Chromium raises an image in
  // view to high priority unless told otherwise, and then it takes the line from what the screen waits for.
  it("the provider's logo loads at low priority, also once it is in view", async () => {
    const priorities = new Map<string, string>();
    let screenShown: () => void = () => {};
    const shown = new Promise<void>((resolve) => (screenShown = resolve));
    const { page } = await openPage('demo', '/', 'production', async (next) => {
      // The logo's answer waits until the screen is laid out, as on a slow line: Chromium then knows it is in view.
      await next.route('**/logo.svg', async (route) => {
        await shown;
        await route.continue();
      });
      const cdp = await next.context().newCDPSession(next);
      await cdp.send('Network.enable');
      cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (request.url.endsWith('/logo.svg')) priorities.set(requestId, request.initialPriority);
      });
      cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
        if (priorities.has(requestId)) priorities.set(requestId, newPriority);
      });
    });
    await expectScreen(page, copy.home.heading);
    await twoFrames(page);
    screenShown();
    await page.locator('header img').evaluate((img: HTMLImageElement) => img.decode());
    expect([...priorities.values()]).toEqual(['Low']);
  });

  // Issue 34: the app is compiled while it downloads, not function by function on the main thread while
  // the first screen waits. V8 reads the hint only on a script's first line. Not the entry: inline in the
  // page, it would be compiled whole on the main thread, in the task that parses the page.
  it('the app asks to be compiled whole as it downloads, the inline entry does not', async () => {
    const { page } = await openPage('demo', '/', 'production');
    await expectScreen(page, copy.home.heading);
    const firstLines = await page.evaluate(async () => {
      const app = document.querySelector<HTMLLinkElement>('link[rel=modulepreload][href*="/app-"]')?.href;
      const entry = document.querySelector('script[type=module]:not([src])')?.textContent; // inline in the page
      return [entry, app && (await (await fetch(app)).text())].map((code) => code?.split('\n', 1)[0]);
    });
    expect(firstLines[0]).toMatch(/\S/); // the inline entry is there
    expect(firstLines[0]).not.toBe(COMPILE_WHOLE);
    expect(firstLines[1]).toBe(COMPILE_WHOLE);
  });
});
