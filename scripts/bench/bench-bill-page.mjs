// The page side of `npm run bench:bill` (scripts/bench/bench-bill.mjs): one bill in a fresh browser context,
// driven as a guarantor would (sign in, type an amount, press the first visit's 'Details'), with what
// the page itself reports through the Event Timing API, with the CPU slowed `slowdown`× (4 and 6 by
// default: issue 57). The figures are described in bench-bill.mjs.

export const VIEWPORT = { width: 390, height: 844 };
/** What the guarantor types into the amount field, one key every TYPING_DELAY_MS (a brisk typist). */
const AMOUNT_TEXT = '12.34';
const TYPING_DELAY_MS = 150;
const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'input'];
const PRESS_EVENTS = ['pointerdown', 'pointerup', 'click'];
/** Event Timing's smallest threshold: a shorter entry is never reported. */
const EVENT_THRESHOLD_MS = 16;

/**
 * In the page before its scripts (through the DevTools protocol: the page's CSP does not govern it):
 * Event Timing entries, the press on 'Continue', when the bill was first painted, the last long task.
 */
function benchInit({ heading, lastVisit }) {
  const bench = { events: [], continueAt: null, lastLongTaskEnd: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.events.push({ name: e.name, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      bench.lastLongTaskEnd = Math.max(bench.lastLongTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'pointerdown',
    (event) => {
      if (!bench.shown && event.target instanceof Element && event.target.closest('button[type="submit"]'))
        bench.continueAt = event.timeStamp;
    },
    true,
  );
  // The bill is shown at the first paint after its heading and its last visit are in the page.
  bench.billShown = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent?.trim() !== heading) return;
      if (!document.body.textContent.includes(lastVisit)) return;
      observer.disconnect();
      bench.shown = true;
      requestAnimationFrame(() => {
        // A message posted in the frame's callbacks is handled once that frame has been drawn.
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve(bench.continueAt === null ? null : performance.now() - bench.continueAt);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Resolves once the page has had no long task for `quietMs` (checked every 100 ms). */
function quiet(page, quietMs = 500) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const since = performance.now();
        const check = () => {
          const now = performance.now();
          if (now - since >= ms && now - window.__bench.lastLongTaskEnd >= ms) resolve();
          else setTimeout(check, 100);
        };
        check();
      }),
    quietMs,
  );
}

/** The longest Event Timing entry of `names` since `mark`, or the threshold when none was that long. */
async function slowest(page, mark, names, verbose) {
  const entries = await page.evaluate(
    ({ from, types }) => window.__bench.events.filter((e) => e.startTime >= from && types.includes(e.name)),
    { from: mark, types: names },
  );
  if (verbose)
    console.log(
      `  ${entries.map((e) => `${e.name} at ${Math.round(e.startTime - mark)}: ${e.duration} ms`).join(', ')}`,
    );
  const durations = entries.map((e) => e.duration);
  return durations.length
    ? { value: Math.max(...durations), under: false }
    : { value: EVENT_THRESHOLD_MS, under: true };
}

/**
 * One bill in a fresh context: sign in, then type an amount, then press the first visit's 'Details'.
 * `bill`: { id, zip, lastName, lastVisit }; `labels`: the page's words (zip, lastName, continue, bill,
 * details: what the visits' 'Details' buttons' names begin with); `slowdown`: the CPU's slowdown (e.g. 4);
 * `verbose` prints every Event Timing entry.
 */
export async function measure(browser, { origin, bill, labels, slowdown, verbose = false }) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript(benchInit, { heading: labels.bill, lastVisit: bill.lastVisit });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${origin}/d/${bill.id}`);
    await page.getByLabel(labels.zip, { exact: true }).fill(bill.zip);
    await page.getByLabel(labels.lastName, { exact: true }).fill(bill.lastName);
    await quiet(page);
    await page.getByRole('button', { name: labels.continue, exact: true }).click();
    const billShown = await page.evaluate(() => window.__bench.billShown);
    if (billShown === null) throw new Error(`${bill.id}: no press on 'Continue' seen`);
    await quiet(page);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

    const amount = page.locator('#payment-amount');
    await amount.scrollIntoViewIfNeeded();
    await amount.fill('');
    await quiet(page);
    let mark = await page.evaluate(() => performance.now());
    await page.keyboard.type(AMOUNT_TEXT, { delay: TYPING_DELAY_MS });
    await quiet(page);
    const keystroke = await slowest(page, mark, KEY_EVENTS, verbose);
    if ((await amount.inputValue()) !== AMOUNT_TEXT)
      throw new Error(`${bill.id}: the amount field did not take the typing`);

    // The button is found once, before the mark, and pressed as that element: pressing the locator would
    // find it again by role and name among every visit's button, and Playwright would compute the style
    // of each row group that skips its rendering (content-visibility) to do so, work that no finger's
    // press causes, left for the press to finish.
    const details = await page.getByRole('button', { name: labels.details }).first().elementHandle();
    await details.scrollIntoViewIfNeeded();
    await quiet(page);
    await page.evaluate(() => {
      window.__bench.dialog = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    mark = await page.evaluate(() => performance.now());
    await details.click();
    await page.evaluate(() => window.__bench.dialog);
    await quiet(page);
    const press = await slowest(page, mark, PRESS_EVENTS, verbose);
    if (errors.length) throw new Error(`${bill.id}: errors in the page: ${errors.join('; ')}`);
    return {
      billShown,
      domNodes,
      keystroke: keystroke.value,
      details: press.value,
      under: { keystroke: keystroke.under, details: press.under },
    };
  } finally {
    await context.close();
  }
}
