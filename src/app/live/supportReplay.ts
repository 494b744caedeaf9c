import { config } from '@/config';
import { registryFrom } from '@/observability/replay/registry';
import { type ReplayReport, replayTrace } from '@/observability/replay/replay';
import { normalizeSupportCode } from '@/observability/supportCode';
import { supportCopy } from '@/screens/support/copy';
import { type LoadedReplay, type ReplaySource, supportReplayMachine } from '@machines/supportReplay.machine';

import { fromCall } from './fromCall';

/** Every machine of this build, found as `npm run replay` finds them (exports ending in 'Machine'). */
const machines = registryFrom(import.meta.glob<Record<string, unknown>>('/machines/*.machine.ts', { eager: true }));

const t = supportCopy.replay;

async function readTrace(request: ReplaySource, signal: AbortSignal): Promise<unknown> {
  if (request.source === 'file') {
    try {
      return JSON.parse(await request.file.text()) as unknown;
    } catch {
      throw new Error(t.notATrace);
    }
  }
  const code = normalizeSupportCode(request.code);
  if (!code) throw new Error(t.badCode);
  // The trace endpoint (the demo backend's outside production) lists traces by code.
  const response = await fetch(`${config.traceUrl}/${code}`, { signal });
  if (response.status === 404) throw new Error(t.notFound);
  if (!response.ok) throw new Error(`${t.notFound} (HTTP ${response.status})`);
  return (await response.json()) as unknown;
}

/** Reads the trace and replays it against this build's machines. */
export async function loadReplay(request: ReplaySource, signal: AbortSignal): Promise<ReplayReport> {
  const trace = await readTrace(request, signal);
  try {
    return replayTrace(trace, machines);
  } catch {
    throw new Error(t.notATrace);
  }
}

export const liveSupportReplayMachine = supportReplayMachine.provide({
  // The machine holds the report as a LoadedReplay; the page reads it back as the ReplayReport it is.
  actors: { loadReplay: fromCall<LoadedReplay, ReplaySource>(loadReplay) },
});
