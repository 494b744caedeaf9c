// Where a simulated run's total blocking time comes from (issue 34), for `npm run lighthouse`.
// Lighthouse's own simulation (Lantern) is computed again on the run's saved artifacts, the same way
// its total-blocking-time audit does, and each task that blocks is put on one of three sides:
// - the browser's navigation commit: Chromium making the document and its script contexts (the page's
//   and Lighthouse's own) and taking in the HTML's bytes; none of the page's code runs in it;
// - the page's tasks that ended before its first paint, as the run saw it (parsing the HTML with the
//   inline entry's compile, often the entry's evaluation);
// - the page's tasks after its first paint: what the metric means to measure.
// Lantern's first-paint estimate is built from the first task that parsed HTML, the first layout and
// paint, and the requests they wait for: never the page's commit task, so the tasks after it are
// shifted past the estimated paint by its length and counted. When Chromium's new renderer parses its
// initial empty document inside the trace (a race inside Chromium, not the page's doing), that parse
// stands in for the page's, and the page's parse (before the real first paint) is counted as well;
// firstPaintFrom says which it was. See Lighthouse's issue 11677 (its blocking time and first paint
// estimates disagree).
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

import { metricData } from './lighthouse-cli.mjs';

const COMMIT = 'DocumentLoader::CommitNavigation';
const isCommit = (node) => node.childEvents.some((event) => event.name === COMMIT);

/**
 * Blocking time of one Lantern estimate's tasks (its `nodeTimings`) between the first paint and the
 * interactive time (simulated, ms), by side: the navigation commit's, and the page's tasks that ended
 * before or after `observedPaint` (the run's own first paint, a trace timestamp in µs, as the tasks'
 * `endTime`). Each task's share is what Lantern's own sum counts of it (its part past 50 ms, clipped).
 */
export function blockingSides(estimate, firstPaintMs, interactiveMs, observedPaint) {
  const sides = { commit: 0, beforePaint: 0, afterPaint: 0 };
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu') continue;
    const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
    const side = isCommit(node) ? 'commit' : node.endTime <= observedPaint ? 'beforePaint' : 'afterPaint';
    sides[side] += Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, firstPaintMs, interactiveMs);
  }
  return sides;
}

/**
 * One simulated run's blocking time from its artifacts (lighthouse -G=dir) and the report's settings,
 * in ms: `{ commit, beforePaint, afterPaint, firstPaintFrom }`, which add up to the report's figure
 * (rounded); firstPaintFrom is 'the page' or 'an empty document'.
 */
export async function blockingTimeSides(artifactsDir, settings) {
  const data = await metricData(artifactsDir, settings);
  const context = { computedCache: new Map(), settings };
  const firstPaint = await LanternFirstContentfulPaint.request(data, context);
  const blocking = await LanternTotalBlockingTime.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const observedPaint = (await ProcessedNavigation.request(data.trace, context)).timestamps.firstContentfulPaint;
  // As Lantern does: the optimistic estimate is clipped by the pessimistic first paint and the
  // optimistic interactive time, the pessimistic one the other way round; the metric is their mean.
  const optimistic = blockingSides(
    blocking.optimisticEstimate,
    firstPaint.pessimisticEstimate.timeInMs,
    interactive.optimisticEstimate.timeInMs,
    observedPaint,
  );
  const pessimistic = blockingSides(
    blocking.pessimisticEstimate,
    firstPaint.optimisticEstimate.timeInMs,
    interactive.pessimisticEstimate.timeInMs,
    observedPaint,
  );
  const parsedPage = [...firstPaint.optimisticEstimate.nodeTimings.keys()].some((node) =>
    node.childEvents?.some((event) => event.name === 'ParseHTML' && event.args.beginData?.url),
  );
  const mean = (side) => Math.round((optimistic[side] + pessimistic[side]) / 2);
  return {
    commit: mean('commit'),
    beforePaint: mean('beforePaint'),
    afterPaint: mean('afterPaint'),
    firstPaintFrom: parsedPage ? 'the page' : 'an empty document',
  };
}
