import type { Messages } from '@lingui/core';

import { config } from '@/config';
import { loadMessages } from '@/i18n/catalogues';
import { registryFrom } from '@/observability/replay/registry';
import { type ReplayReport, replayTrace } from '@/observability/replay/replay';
import { normalizeSupportCode } from '@/observability/supportCode';
import { supportCopy } from '@/screens/support/copy';
import { SOURCE_LOCALE } from '@machines/session/rules/language';
import { type LoadedReplay, type ReplaySource, supportReplayMachine } from '@machines/support/supportReplay.machine';

import { fromCall } from './fromCall';

/** Every machine of this build, found as `npm run replay` finds them (exports ending in 'Machine'). */
const machines = registryFrom(import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true }));

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

/** A replay with the catalogue of each language its pages spoke (a language this build lacks is left out). */
export interface ReplayWithCatalogues extends ReplayReport {
  catalogues: Record<string, Messages>;
}

/** The catalogues the replayed screens speak, the source language's always (for steps the trace says nothing of). */
async function cataloguesOf(report: ReplayReport): Promise<Record<string, Messages>> {
  const locales = new Set([SOURCE_LOCALE, ...report.steps.flatMap((step) => (step.language ? [step.language] : []))]);
  const loaded = await Promise.all(
    [...locales].map(
      async (locale) =>
        [locale, await loadMessages(locale, ['messages', 'account', 'help']).catch(() => null)] as const,
    ),
  );
  return Object.fromEntries(loaded.filter((entry): entry is [string, Messages] => entry[1] !== null));
}

/** Reads the trace, replays it against this build's machines and loads the languages it was read in. */
export async function loadReplay(request: ReplaySource, signal: AbortSignal): Promise<ReplayWithCatalogues> {
  const trace = await readTrace(request, signal);
  let report: ReplayReport;
  try {
    report = replayTrace(trace, machines);
  } catch {
    throw new Error(t.notATrace);
  }
  return { ...report, catalogues: await cataloguesOf(report) };
}

export const liveSupportReplayMachine = supportReplayMachine.provide({
  // The machine holds the report as a LoadedReplay; the page reads it back as the ReplayReport it is.
  actors: { loadReplay: fromCall<LoadedReplay, ReplaySource>(loadReplay) },
});
