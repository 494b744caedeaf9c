import { setTimeout as wait } from 'node:timers/promises';

import type { Browser, Frame, Page } from 'playwright-core';

import { copy as copyMessages } from '@/copy';
import { DELIVERIES } from '@/demo/deliveries';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { guarantorCopy as guarantorCopyWords } from '@/screens/guarantor/copy';
import { english, spanish } from '@tests/support/language';

const guarantorCopy = english(guarantorCopyWords);

const deliveryCopy = english(deliveryCopyMessages);

const copy = english(copyMessages);
const spanishCopy = spanish(copyMessages);
const spanishDeliveryCopy = spanish(deliveryCopyMessages);

// Layout shift as Chromium reports it (PerformanceObserver 'layout-shift'), for the first screens
// of issue 11: the root, /d/D1001 and the bill after validation (and, issue 34, the first two in
// Spanish). Used by tests/e2e/layout-shift.e2e.ts and scripts/bench/measure-cls.ts. Shifts within 500 ms of
// input are not counted (hadRecentInput), as in CLS; an API answer to an input is held until those 500 ms
// have passed, so what the answer draws (the bill after 'Continue') is always counted, on a fast machine
// as on a slow one.

/** Lighthouse's mobile screen (Moto G Power), the narrowest phone (320 px, WCAG's reflow) and a desktop one. */
export const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  narrow: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

export interface Shift {
  value: number;
  /** The elements that moved, e.g. 'main.site-main'. */
  sources: string[];
}

export interface Measured {
  page: string;
  viewport: keyof typeof VIEWPORTS;
  /** The sum of every shift: never less than CLS (the worst session window), so a bound on it bounds CLS. */
  total: number;
  shifts: Shift[];
}

/**
 * The page's clock when it handled its last discrete input, null before any. Chromium's 500 ms of
 * hadRecentInput start when the renderer takes the input (a timer), not at the event's timeStamp, which a
 * busy machine puts earlier: so the time the listener runs.
 */
interface InputClock {
  __lastInput: number | null;
}

function observeShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  const clock = window as unknown as InputClock;
  clock.__lastInput = null;
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown'])
    addEventListener(type, () => (clock.__lastInput = performance.now()), true);
  const name = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((s) => name(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until the screen is complete: its heading, images decoded, fonts loaded, two frames painted. */
async function settled(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts.slice());
}

const D1001 = DELIVERIES.find((d) => d.DeliveryId === 'D1001')!.guarantor;

/**
 * The three first screens, and the first two in Spanish (the HTML's shell has no words, so the app
 * takes over from it in any language): each measured in a fresh context from the first byte.
 */
export const SCREENS: { name: string; path: string; run: (page: Page) => Promise<void> }[] = [
  { name: 'root', path: '/', run: (page) => settled(page, copy.home.heading) },
  { name: '/d/D1001', path: '/d/D1001', run: (page) => settled(page, deliveryCopy.confirmInfo) },
  { name: 'root in Spanish', path: '/?lang=es', run: (page) => settled(page, spanishCopy.home.heading) },
  {
    name: '/d/D1001 in Spanish',
    path: '/d/D1001?lang=es',
    run: (page) => settled(page, spanishDeliveryCopy.confirmInfo),
  },
  {
    name: 'bill (after validation)',
    path: '/d/D1001',
    run: async (page) => {
      await settled(page, deliveryCopy.confirmInfo);
      await page.getByLabel(deliveryCopy.zip, { exact: true }).fill(D1001.Zip);
      await page.getByLabel(deliveryCopy.lastName, { exact: true }).fill(D1001.LastName);
      await page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click();
      await settled(page, guarantorCopy.title);
    },
  },
];

/**
 * How long each API answer takes here: within the demo's own 150-400 ms, whatever latency the server
 * runs with (the browser tests' answers at once), so each screen's loading state shows and its
 * replacement is measured.
 */
const API_ANSWER_MS = 300;
/**
 * Chromium marks a shift hadRecentInput up to 500 ms after an input; an answer is let through only this
 * long after the page's last input (by the page's clock), so what it draws is counted whatever the
 * machine's speed (the margin: the end of the 500 ms is itself a task, which a busy page runs late).
 */
const AFTER_INPUT_MS = 1000;

/** Resolves once AFTER_INPUT_MS have passed since the frame's last input (at once before any input). */
async function inputWindowOver(frame: Frame): Promise<void> {
  await frame
    .waitForFunction((ms) => {
      const last = (window as unknown as InputClock).__lastInput;
      return last === null || performance.now() >= last + ms;
    }, AFTER_INPUT_MS)
    // A frame that went (a navigation) no longer waits for its answer.
    .catch(() => {});
}

/** Opens `origin + screen.path` in a fresh context and returns every layout shift until the screen settled. */
export async function measureScreen(
  browser: Browser,
  origin: string,
  screen: (typeof SCREENS)[number],
  viewport: keyof typeof VIEWPORTS,
): Promise<Measured> {
  const context = await browser.newContext(VIEWPORTS[viewport]);
  try {
    await context.addInitScript(observeShifts);
    await context.route('**/api/**', async (route) => {
      await wait(API_ANSWER_MS);
      await inputWindowOver(route.request().frame());
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${origin}${screen.path}`);
    await screen.run(page);
    const shifts = await shiftsSoFar(page);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    return { page: screen.name, viewport, total, shifts };
  } finally {
    await context.close();
  }
}
