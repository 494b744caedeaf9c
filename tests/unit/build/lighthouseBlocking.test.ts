// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// `npm run lighthouse` splits a simulated run's total blocking time into the browser's navigation
// commit and the page's tasks before and after its first paint as the run saw it (issue 34): each task
// counts as Lantern's own sum counts it, on one side.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';

import { blockingSides, type LanternNode } from '@scripts/bench/lighthouse-blocking.mjs';

// The run's own first paint at 1,000,000 µs (a trace timestamp); tasks end before it or after it.
const observedPaint = 1_000_000;
const task = (name: string, endTime: number): LanternNode => ({ type: 'cpu', childEvents: [{ name }], endTime });
const commit = task('DocumentLoader::CommitNavigation', 900_000);
const parse = task('ParseHTML', 980_000);
const evaluate = task('v8.evaluateModule', 1_010_000);
const short = task('TimerFire', 1_020_000);
const request: LanternNode = { type: 'network', endTime: 1_500_000 };
// Simulated times (ms): Lantern's first paint at 800, interactive at 2000.
const timing = (startTime: number, duration: number) => ({ startTime, endTime: startTime + duration, duration });
const nodeTimings = new Map([
  [commit, timing(750, 150)], // 100 ms of it after the estimated paint: 50 count
  [parse, timing(900, 110)], // 60 count
  [evaluate, timing(1010, 70)], // 20 count
  [short, timing(1080, 40)], // under 50 ms: none
  [request, timing(700, 900)], // a request blocks nothing
]);

describe('the blocking time of a simulated run, by side', () => {
  it("puts the commit on the browser's side and the page's tasks before or after its first paint", () => {
    expect(blockingSides({ nodeTimings }, 800, 2000, observedPaint)).toEqual({
      commit: 50,
      beforePaint: 60,
      afterPaint: 20,
    });
  });

  it("adds up to Lantern's own sum over the same tasks", () => {
    const tasks = [...nodeTimings]
      .filter(([node]) => node.type === 'cpu')
      .map(([, t]) => ({ start: t.startTime, end: t.endTime, duration: t.duration }));
    const sides = blockingSides({ nodeTimings }, 800, 2000, observedPaint);
    expect(sides.commit + sides.beforePaint + sides.afterPaint).toBe(
      Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(tasks, 800, 2000),
    );
  });

  it('counts nothing before the estimated first paint or after the interactive time', () => {
    const none = { commit: 0, beforePaint: 0, afterPaint: 0 };
    expect(blockingSides({ nodeTimings }, 1200, 2000, observedPaint)).toEqual(none);
    expect(blockingSides({ nodeTimings }, 0, 700, observedPaint)).toEqual(none);
  });
});
