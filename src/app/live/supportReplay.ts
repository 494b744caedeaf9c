import type { Messages } from '@lingui/core';

import { machines } from '@/app/machines';
import { config } from '@/config';
import { loadMessages } from '@/i18n/catalogues';
import { type ReplayReport, replayTrace } from '@/observability/replay/replay';
import { normalizeSupportCode } from '@/observability/supportCode';
import { supportCopy } from '@/screens/support/copy';
import { SOURCE_LOCALE } from '@machines/session/rules/language';
import { type LoadedReplay, type ReplaySource, supportReplayMachine } from '@machines/support/supportReplay.machine';

import { fromCall } from './fromCall';

const t = supportCopy.replay;

/** How long a lookup waits for the trace store before saying it did not answer. */
export const LOOKUP_TIME_LIMIT_MS = 15_000;

/** The lookup's address: the setting's template with the code in its canonical form ('7F3K-9TQD'). */
export function traceLookupUrl(template: string, code: string): string {
  return template.replaceAll('{code}', encodeURIComponent(code));
}

/**
 * GET the trace by code from the deployer's trace store (docs/trace-api.yaml), with the staff member's
 * cookies, so a store behind the company's sign-on answers; each answer the store may give has its message.
 */
async function fetchTrace(code: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(traceLookupUrl(config.traceLookupUrl, code), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(LOOKUP_TIME_LIMIT_MS)]),
    });
  } catch (error) {
    if (signal.aborted) throw error; // the page left: nobody reads this
    throw new Error(t.noAnswer, { cause: error });
  }
  if (response.status === 404) throw new Error(t.notArrived(code));
  if (response.status === 401 || response.status === 403) throw new Error(t.signIn);
  if (!response.ok) throw new Error(t.storeFailed(response.status));
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error(t.notATrace);
  }
}

async function readTrace(request: ReplaySource, signal: AbortSignal): Promise<unknown> {
  if (request.source === 'file') {
    try {
      return JSON.parse(await request.file.text()) as unknown;
    } catch {
      throw new Error(t.notATrace);
    }
  }
  // As the guarantor reads it out: any case, with or without the dash or spaces.
  const code = normalizeSupportCode(request.code);
  if (!code) throw new Error(t.badCode);
  return fetchTrace(code, signal);
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
        [locale, await loadMessages(locale, ['messages', 'account', 'help', 'session']).catch(() => null)] as const,
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

/** Whether this build can find a trace by code (the lookup setting is there). */
export const supportReplayInput = { findByCode: config.traceLookupUrl !== '' };

export const liveSupportReplayMachine = supportReplayMachine.provide({
  // The machine holds the report as a LoadedReplay; the page reads it back as the ReplayReport it is.
  actors: { loadReplay: fromCall<LoadedReplay, ReplaySource>(loadReplay) },
});
