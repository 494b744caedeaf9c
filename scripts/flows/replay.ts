// `npm run replay -- FILE`: re-runs a trace (a download from the help dialog, a file from the replay
// page or the trace endpoint) against the machines in this checkout; prints the timeline and the
// first divergence. Exit code 0: every state as recorded; 1: a divergence; 2: no readable trace.
import { readFileSync } from 'node:fs';

import { replayTrace } from '@/observability/replay/replay';
import { formatReport } from '@/observability/replay/timeline';

import { machines } from './machines';

export function main(args: string[]): number {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npm run replay -- FILE   (a portal trace JSON file)');
    return 2;
  }
  let trace: unknown;
  try {
    trace = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`replay: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  try {
    const report = replayTrace(trace, machines);
    console.log(formatReport(report));
    return report.divergence ? 1 : 0;
  } catch (error) {
    console.error(`replay: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}
