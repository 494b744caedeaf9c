// The round trip of issue 10: a trace recorded by a browser test replays, in Node, to the same
// state at every step, against the same machine definitions (fingerprints computed in the built
// page and here must agree). Call `expectTraceReplays(page)` at the end of any flow's test.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { registryFrom } from '@/observability/replay/registry';
import { type ReplayReport, replayTrace } from '@/observability/replay/replay';
import { formatReport } from '@/observability/replay/timeline';
import type { TraceFile } from '@/observability/trace';

/** Every machine of machines/<flow>/*.machine.ts, found as `npm run replay` finds them. */
export const machines = registryFrom(
  import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true }),
);

/** The page's trace file, as the help dialog's download would save it. */
export function traceOf(page: Page): Promise<TraceFile> {
  return page.evaluate(() => window.__portalTrace!.file!());
}

/** Replays the page's trace; fails with the printed timeline unless every state is as recorded. */
export async function expectTraceReplays(page: Page, machinesThatRan: string[] = []): Promise<ReplayReport> {
  const file = await traceOf(page);
  const report = replayTrace(file, machines);
  const timeline = formatReport(report);
  expect(report.fingerprintMismatches, timeline).toEqual([]);
  expect(report.divergence, timeline).toBeNull();
  expect(report.skipped, timeline).toEqual([]);
  const replayed = new Set(report.steps.filter((s) => s.replayed !== undefined).map((s) => s.machine));
  for (const machine of machinesThatRan) expect(replayed, `${machine} replayed\n${timeline}`).toContain(machine);
  return report;
}
