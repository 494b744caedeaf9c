/**
 * Replays a recorded trace against the machines in this code: each recorded machine actor is
 * re-run from its machine (xstate's pure `initialTransition` / `transition`, so no actor, timer or
 * call runs) with its recorded input and events, redacted fields filled with placeholders. Child
 * outputs come from the trace itself (the parent's `xstate.done.actor.*` event), delays from the
 * recorded `xstate.after.*` events. After every step the state value must be the recorded one.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, initialTransition, transition } from 'xstate';

import { machineFingerprint } from '../fingerprint';
import type { TraceEntry, TraceFile, TracePage } from '../trace';
import { pageLanguages } from './language';
import { fillPlaceholders } from './placeholders';

export type MachineRegistry = Record<string, AnyStateMachine>;

export interface ReplayStep {
  page: number;
  seq: number;
  timestamp: string;
  actorId: string;
  sessionId: string;
  machine: string | null;
  eventType: string;
  /** The state recorded after the event. */
  recorded: unknown;
  /** The state the replay reached (undefined: not re-run, e.g. a call's actor). */
  replayed: unknown;
  ok: boolean;
  /** The recorded event (redacted) and, for the page, the replayed snapshot's context. */
  event: Record<string, unknown>;
  snapshot?: AnyMachineSnapshot;
  note?: string;
  /** The page's language after this step (./language.ts); null where the trace does not say. */
  language?: string | null;
}

export interface FingerprintMismatch {
  machine: string;
  trace: string;
  current: string;
}

export interface ReplayReport {
  supportCode: string | null;
  appVersions: string[];
  steps: ReplayStep[];
  /** The first step whose state differs (or cannot be replayed), with why. */
  divergence: { step: ReplayStep; reason: string } | null;
  /** Its index in `steps` (the replay page opens there), or null. */
  firstDivergence: number | null;
  fingerprintMismatches: FingerprintMismatch[];
  /** Actors that could not be re-run from their start (older than the trace's oldest entry). */
  skipped: { actorId: string; sessionId: string; reason: string }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Accepts a trace file, one page, a sent batch or a bare array of entries (older downloads). */
export function normalizeTrace(input: unknown): TraceFile {
  const asPage = (entries: TraceEntry[]): TracePage => ({
    pageId: 'page',
    appVersion: 'unknown',
    fingerprint: '',
    machines: {},
    startedAt: entries[0]?.timestamp ?? '',
    entries,
  });
  const file = (pages: TracePage[], code: unknown = null): TraceFile => ({
    format: 'portal-trace/1',
    supportCode: typeof code === 'string' ? code : '',
    exportedAt: '',
    pages,
  });
  if (Array.isArray(input)) return file([asPage(input as TraceEntry[])]);
  if (isRecord(input) && Array.isArray(input.pages)) return input as unknown as TraceFile;
  if (isRecord(input) && isRecord(input.page)) return file([input.page as unknown as TracePage], input.supportCode);
  if (isRecord(input) && Array.isArray(input.entries)) return file([input as unknown as TracePage]);
  throw new Error('not a portal trace: expected { pages: [...] }, a batch, or an array of entries');
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]));
}

/** Said of an actor that started from what the tab kept (issue 46), not from its machine's start. */
export const RESTORED_NOTE = 'restored after the page reloaded';

/**
 * Replays one actor's entries; returns its steps (it stops re-running at its first mismatch). On a
 * page that came back from what the tab kept (`restored`), an actor whose recorded start is not its
 * machine's start began from that state: the replay starts there too, with the input's context.
 */
function replayActor(entries: TraceEntry[], machine: AnyStateMachine, page: number, restored: boolean): ReplayStep[] {
  let snapshot: AnyMachineSnapshot | null = null;
  let diverged = false;
  return entries.map((entry) => {
    const step: ReplayStep = {
      page,
      seq: entry.seq,
      timestamp: entry.timestamp,
      actorId: entry.actorId,
      sessionId: entry.sessionId,
      machine: machine.id,
      eventType: entry.eventType,
      recorded: entry.state,
      replayed: undefined,
      ok: true,
      event: entry.event,
    };
    if (diverged) return { ...step, note: 'not replayed: an earlier step diverged' };
    let note: string | undefined;
    try {
      if (entry.eventType === 'xstate.init') {
        [snapshot] = initialTransition(machine, fillPlaceholders(entry.event.input, 'input'));
        if (restored && !sameValue(snapshot.value, entry.state)) {
          snapshot = machine.resolveState({ value: entry.state as never, context: snapshot.context });
          note = RESTORED_NOTE;
        }
      } else if (entry.eventType !== 'xstate.stop' && snapshot) {
        [snapshot] = transition(machine, snapshot, fillPlaceholders(entry.event) as { type: string });
      }
    } catch (error) {
      diverged = true;
      return { ...step, ok: false, note: `replay error: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (!snapshot) return { ...step, ok: false, note: 'no start recorded' };
    const statusDiffers = entry.status === 'done' && snapshot.status !== 'done';
    const ok = sameValue(snapshot.value, entry.state) && !statusDiffers;
    diverged = !ok;
    if (statusDiffers) note = 'not done';
    return { ...step, replayed: snapshot.value, snapshot, ok, ...(note ? { note } : {}) };
  });
}

/** Why a step diverged, in words support can act on. */
function explain(step: ReplayStep, mismatches: FingerprintMismatch[]): string {
  if (step.note?.startsWith('no machine')) return step.note;
  const changed = mismatches.find((m) => m.machine === step.machine);
  if (changed)
    return `machine '${changed.machine}' has changed since the trace was recorded (fingerprint ${changed.trace} → ${changed.current})`;
  if (step.note?.startsWith('replay error')) return step.note;
  return `expected ${JSON.stringify(step.recorded)}, replay reached ${JSON.stringify(step.replayed)}: a guard may read a redacted value the placeholder does not match`;
}

export function replayTrace(input: unknown, machines: MachineRegistry): ReplayReport {
  const file = normalizeTrace(input);
  const steps: ReplayStep[] = [];
  const skipped: ReplayReport['skipped'] = [];
  const mismatches = new Map<string, FingerprintMismatch>();
  const languages: Map<number, string | null>[] = [];
  file.pages.forEach((page, pageIndex) => {
    languages[pageIndex] = pageLanguages(page.entries);
    for (const [id, print] of Object.entries(page.machines ?? {})) {
      const current = machines[id] ? machineFingerprint(machines[id]) : 'missing';
      if (current !== print) mismatches.set(id, { machine: id, trace: print, current });
    }
    const restored = page.entries.some((entry) => entry.eventType === 'RESTORED');
    const byActor = new Map<string, TraceEntry[]>();
    for (const entry of page.entries) {
      const key = entry.sessionId ?? entry.actorId;
      byActor.set(key, [...(byActor.get(key) ?? []), { ...entry, sessionId: key, status: entry.status ?? 'active' }]);
    }
    for (const entries of byActor.values()) {
      const first = entries[0]!;
      const machine = first.machine ? machines[first.machine] : undefined;
      const base = { page: pageIndex, replayed: undefined, machine: first.machine ?? null };
      const asRecorded = (note: string, ok = true) =>
        entries.map((e) => ({ ...base, ...pick(e), recorded: e.state, ok, note }));
      if (!first.machine) steps.push(...asRecorded(first.output === undefined ? 'recorded' : 'output recorded'));
      else if (!machine) steps.push(...asRecorded(`no machine '${first.machine}' in this code`, false));
      else if (first.eventType !== 'xstate.init') {
        skipped.push({ actorId: first.actorId, sessionId: first.sessionId, reason: 'started before the oldest entry' });
        steps.push(...asRecorded('not replayed: started before the oldest entry'));
      } else if (restored && first.event.input === undefined && !startsAsRecorded(machine, first))
        // A child restored with its parent has no input of its own to re-run it from.
        steps.push(...asRecorded(`${RESTORED_NOTE}: not replayed`));
      else steps.push(...replayActor(entries, machine, pageIndex, restored));
    }
  });
  steps.sort((a, b) => a.page - b.page || a.seq - b.seq);
  for (const step of steps) step.language = languages[step.page]?.get(step.seq) ?? null;
  const fingerprintMismatches = [...mismatches.values()];
  const firstDivergence = steps.findIndex((s) => !s.ok);
  const failed = firstDivergence >= 0 ? steps[firstDivergence] : undefined;
  return {
    supportCode: file.supportCode || null,
    appVersions: [...new Set(file.pages.map((p) => p.appVersion))],
    steps,
    divergence: failed ? { step: failed, reason: explain(failed, fingerprintMismatches) } : null,
    firstDivergence: failed ? firstDivergence : null,
    fingerprintMismatches,
    skipped,
  };
}

/** The machine, started from the entry's input, is in the recorded state (false if it cannot start from it). */
function startsAsRecorded(machine: AnyStateMachine, entry: TraceEntry): boolean {
  try {
    // A machine whose context cannot be made from this input starts in error (xstate catches the throw).
    const [start] = initialTransition(machine, fillPlaceholders(entry.event.input, 'input'));
    return start.status === 'active' && sameValue(start.value, entry.state);
  } catch {
    return false;
  }
}

function pick(e: TraceEntry) {
  return {
    seq: e.seq,
    timestamp: e.timestamp,
    actorId: e.actorId,
    sessionId: e.sessionId,
    eventType: e.eventType,
    event: e.event,
  };
}
