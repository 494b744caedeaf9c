// Issue 56's "Done means", in one visit of the demo build at 1280×800: QA's local inspector
// (`?inspect=local`) draws a live actor's statechart and lights its states as the flow moves (the
// delivery's 'validated'; a payment's 'posting', the decline's form, the approval's 'succeeded'); the
// panel with a chart open passes axe-core and IBM Equal Access; its zoom works from the keyboard and
// 'Fit to window' fits the whole payment chart; the same trace, found by the support code in the
// replay page (same tab: leaving the portal beacons the trace), lights the same states at the steps
// that recorded them. Order comes from what the page shows; a held post makes 'posting' last.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyMessages } from '@/copy';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { DEMO_TRACE_PATH } from '@/demo/traces';
import {
  chartCopy as chartCopyWords,
  inspectorCopy as inspectorCopyWords,
  supportCopy as supportCopyWords,
} from '@/screens/support/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import {
  card,
  confirmationHeading,
  errorBox,
  fillCard,
  holdPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

const copy = english(copyMessages);
const helpCopy = english(helpCopyMessages);
const chartCopy = english(chartCopyWords);
const inspectorCopy = english(inspectorCopyWords);
const r = english(supportCopyWords).replay;

const { openPage } = setUpBrowser({ viewport: { width: 1280, height: 800 } });

/** What the inspector showed at one moment: the actor, its state as the list prints it, its chart's lit boxes. */
interface Seen {
  actorId: string;
  state: string;
  lit: string[];
}

/** The ids of a chart's lit states (`aria-current="true"`), in drawing order. */
const litIn = (chart: Locator): Promise<string[]> =>
  chart
    .locator('[data-state][aria-current="true"]')
    .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-state')!));

/** The support code in the footer's help dialog (which it then closes). */
async function supportCodeFromHelp(page: Page): Promise<string> {
  await page.getByRole('button', { name: copy.needHelp, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: helpCopy.help.title, exact: true });
  const text = await dialog.getByText(copy.supportQuote).textContent();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return /([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text ?? '')![1]!;
}

describe('statecharts in the local inspector and the replay (issue 56)', () => {
  it('lights a payment’s states live and at the same replayed steps; the chart is accessible, keyboard-operable and fits the window', async () => {
    const portal = await openPage('demo', `/d/${RIVERA.id}?inspect=local`, 'demo');
    const { page } = portal;
    await signIn(page, RIVERA);
    const code = await supportCodeFromHelp(page);

    // includeHidden: the app's modal dialogs (the waiting modal, the autopay offer) make the rest of
    // the page, the panel too, inert; the chart goes on lighting states under them.
    const panel = page.getByRole('complementary', { name: inspectorCopy.label, exact: true, includeHidden: true });
    const chart = panel.locator('section.inspector-chart');
    /** Opens `actorId`'s chart from the list and waits until it is drawn. */
    const openChart = async (actorId: string) => {
      const button = panel.getByRole('button', { name: chartCopy.show(actorId), exact: true });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await chart
        .getByRole('heading', { level: 2, name: new RegExp(`^${chartCopy.show(actorId)} \\(x:\\d+\\)$`) })
        .waitFor();
      await chart
        .getByRole('region', { name: chartCopy.chartOf(actorId), exact: true })
        .locator('[data-state]')
        .first()
        .waitFor();
    };
    /** Waits until `actorId`'s chart lights `stateId`, then takes the list's state and the lit boxes in one go. */
    const seenWhenLit = async (actorId: string, stateId: string): Promise<Seen> => {
      await chart.locator(`[data-state="${stateId}"][aria-current="true"]`).waitFor();
      const { state, lit } = await panel.evaluate(
        (aside, id) => ({
          state: aside.querySelector(`[data-actor="${id}"] .inspector-state`)!.textContent,
          lit: [...aside.querySelectorAll('.inspector-chart [data-state][aria-current="true"]')].map((box) =>
            box.getAttribute('data-state')!,
          ),
        }),
        actorId,
      );
      expect(lit, `${actorId}'s chart, lit`).toContain(stateId);
      return { actorId, state, lit };
    };
    const taken = (from: string, to: string) => chart.locator(`[data-edge^="${from}→${to}#"][data-taken="true"]`);

    // The delivery's chart: the guarantor is validated.
    await openChart('delivery');
    const seen: Seen[] = [await seenWhenLit('delivery', 'delivery.validated')];
    expect(seen[0]!.lit).toEqual(['delivery.validated']);

    // The payment's chart, open from here on: accessible, then zoomed from the keyboard, then fitted.
    await openChart('payment');
    await chart.locator('[data-state="payment.form.editing"][aria-current="true"]').waitFor();
    await expectNoA11yViolations(page, 'inspector panel with the payment chart open');

    const viewport = chart.getByRole('region', { name: chartCopy.chartOf('payment'), exact: true });
    const zoomLabel = chart.locator('.chart-toolbar').getByRole('status');
    const fitted = await zoomLabel.textContent();
    await chart.getByRole('button', { name: chartCopy.zoomOut, exact: true }).focus();
    await page.keyboard.press('Tab');
    await waitForFocus(page, chart.getByRole('button', { name: chartCopy.zoomIn, exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomLabel.textContent()).not.toBe(fitted);
    expect(parseInt((await zoomLabel.textContent())!, 10)).toBeGreaterThan(parseInt(fitted!, 10));
    await page.keyboard.press('Tab'); // 'Fit to window'
    await page.keyboard.press('Tab'); // the scrollable viewport
    await waitForFocus(page, viewport);
    // Zoomed past the fit, the drawing overflows its fitted side: the arrow keys scroll the viewport.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => viewport.evaluate((el) => el.scrollLeft + el.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Shift+Tab');
    await waitForFocus(page, chart.getByRole('button', { name: chartCopy.fit, exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomLabel.textContent()).toBe(fitted);
    // Fitted: the whole drawing inside the viewport, nothing to scroll, the viewport inside the window.
    const fit = await viewport.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const svg = el.querySelector('svg')!.getBoundingClientRect();
      return {
        scrolls: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        svgInside: svg.left >= box.left && svg.top >= box.top && svg.right <= box.right && svg.bottom <= box.bottom,
        inWindow: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        window: `${innerWidth}×${innerHeight}`,
      };
    });
    expect(fit).toEqual({ scrolls: false, svgInside: true, inWindow: true, window: '1280×800' });

    // The declined card, its post held: 'posting' is lit until the test lets the answer through. The
    // chart covers the page, so the form is filled and sent from the keyboard.
    const release = await holdPosts(page, API_PATHS.processPayment);
    await fillCard(page, card(DEMO_CARDS.declined));
    await submitButton(page).press('Enter');
    seen.push(await seenWhenLit('payment', 'payment.posting.request.pending'));
    expect(seen[1]!.lit).toContain('payment.posting');
    await release();
    await errorBox(page).getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
    seen.push(await seenWhenLit('payment', 'payment.form.editing'));
    expect(seen[2]!.lit).toEqual(['payment.form', 'payment.form.editing']);
    expect(await taken('payment.posting', 'payment.form.editing').count()).toBeGreaterThan(0);

    // The approved card: the receipt, and the payment's chart lights 'succeeded'.
    await fillCard(page, card(DEMO_CARDS.approved));
    await submitButton(page).press('Enter');
    await confirmationHeading(page).waitFor();
    seen.push(await seenWhenLit('payment', 'payment.succeeded'));
    expect(seen[3]!.lit).toEqual(['payment.succeeded']);
    expect(await taken('payment.posting', 'payment.succeeded').count()).toBeGreaterThan(0);
    expect(portal.pageErrors).toEqual([]);

    // The replay, in the same tab: leaving the portal beacons its trace; the code finds it once it arrived.
    await page.goto(`${portalOrigin('demo', 'demo')}/support/replay`);
    await expect
      .poll(() =>
        page.evaluate((url) => fetch(url).then((res) => (res.ok ? res.text() : '')), `${DEMO_TRACE_PATH}/${code}`),
      )
      .toContain('"succeeded"');
    await page.getByLabel(r.codeLabel, { exact: true }).fill(code);
    await page.getByRole('button', { name: r.find, exact: true }).click();
    await page.getByText(/^Every state as recorded/).waitFor();

    // Each state seen live, at the first later step of that actor that recorded it: the same boxes lit.
    const rows = page.locator('table.replay-timeline tbody tr');
    const recorded = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        actor: (tr as HTMLTableRowElement).cells[1]!.textContent,
        state: (tr as HTMLTableRowElement).cells[3]!.textContent,
      })),
    );
    let from = 0;
    for (const live of seen) {
      const index = recorded.findIndex(
        (row, i) => i >= from && row.actor.startsWith(`${live.actorId} (`) && row.state === live.state,
      );
      expect(index, `a replayed step of ${live.actorId} in ${live.state}`).toBeGreaterThanOrEqual(from);
      from = index + 1;
      await rows.nth(index).getByRole('button').click();
      await expect.poll(() => rows.nth(index).getAttribute('aria-current')).toBe('step');
      const stepChart = page.getByRole('region', { name: `${chartCopy.stepChart}: ${live.actorId}`, exact: true });
      await expect.poll(() => litIn(stepChart), { message: `${live.actorId} at ${live.state}` }).toEqual(live.lit);
    }
    expect(portal.pageErrors).toEqual([]);
  });
});
