// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// `npm run lighthouse` splits a simulated run's total blocking time into the browser's navigation commit
// and the page's own tasks (issue 34): each task counts as Lantern's own sum counts it, on one side.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';

import { blockingSides, type LanternNode } from '@scripts/lighthouse-blocking.mjs';

const commit: LanternNode = { type: 'cpu', childEvents: [{ name: 'DocumentLoader::CommitNavigation' }] };
const parse: LanternNode = { type: 'cpu', childEvents: [{ name: 'ParseHTML' }] };
const evaluate: LanternNode = { type: 'cpu', childEvents: [{ name: 'v8.evaluateModule' }] };
const short: LanternNode = { type: 'cpu', childEvents: [{ name: 'TimerFire' }] };
const request: LanternNode = { type: 'network' };
const timing = (startTime: number, duration: number) => ({ startTime, endTime: startTime + duration, duration });

describe('the blocking time of a simulated run, by side', () => {
  // First paint estimated at 800 ms, interactive at 2000 ms.
  const nodeTimings = new Map([
    [commit, timing(750, 150)], // 100 ms of it after the first paint: 50 count
    [parse, timing(900, 110)], // 60 count
    [evaluate, timing(1010, 70)], // 20 count
    [short, timing(1080, 40)], // under 50 ms: none
    [request, timing(700, 900)], // a request blocks nothing
  ]);

  it("puts the commit's blocking on the browser's side and every other task's on the page's", () => {
    expect(blockingSides({ nodeTimings }, 800, 2000)).toEqual({ commit: 50, page: 80 });
  });

  it("adds up to Lantern's own sum over the same tasks", () => {
    const tasks = [...nodeTimings]
      .filter(([node]) => node.type === 'cpu')
      .map(([, t]) => ({ start: t.startTime, end: t.endTime, duration: t.duration }));
    const { commit: browser, page } = blockingSides({ nodeTimings }, 800, 2000);
    expect(browser + page).toBe(Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(tasks, 800, 2000));
  });

  it('counts nothing before the first paint or after the interactive time', () => {
    expect(blockingSides({ nodeTimings }, 1200, 2000)).toEqual({ commit: 0, page: 0 });
    expect(blockingSides({ nodeTimings }, 0, 700)).toEqual({ commit: 0, page: 0 });
  });
});
