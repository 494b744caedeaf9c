/**
 * The ONE place actors are created: every root actor gets `inspect`, which records each event an
 * actor (or any of its children) receives into the redacted trace, with the state it led to, and
 * its output once done; in the dev server or demo build `?inspect` forwards every inspection event
 * to Stately's browser inspector and `?inspect=local` feeds the local panel, both through the same
 * redaction.
 */
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyStateMachine,
  ConditionalRequired,
  InspectionEvent,
  IsNotNever,
  RequiredActorOptionsKeys,
} from 'xstate';
import { createActor } from 'xstate';

import { machineFingerprint } from './fingerprint';
import { redact, redactEvent } from './redact';
import {
  type ActorStatus,
  clearTrace,
  downloadTrace,
  getTrace,
  recordMachine,
  recordTrace,
  type TraceEntry,
  type TraceFile,
  traceFile,
} from './trace';

declare global {
  interface Window {
    /** Non-production only: the event trace for QA and support. */
    __portalTrace?: { get: () => TraceEntry[]; clear?: () => void; download?: () => void; file?: () => TraceFile };
  }
}

/** The same optional/required options tuple as xstate's createActor. */
export type ObservedOptionsArgs<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

let forward: ((event: InspectionEvent) => void) | null = null;

interface InspectedRef {
  id?: string;
  sessionId: string;
  logic?: unknown;
  _parent?: { sessionId: string };
}

/** The machine an actor runs, if it runs one (a promise or callback actor has no states). */
function machineOf(ref: InspectedRef): AnyStateMachine | null {
  const logic = ref.logic as Partial<AnyStateMachine> | undefined;
  return logic && typeof logic.id === 'string' && logic.root !== undefined ? (logic as AnyStateMachine) : null;
}

/**
 * Events that arrive on a clock (the camera's check every 500 ms, upload progress, the session's
 * TICK every second): one that says, once redacted, exactly what the actor's previous one said and
 * leaves its state as it was is not recorded again, so ten seconds of an unchanged camera are one entry, not twenty.
 */
const REPEATING_EVENTS: ReadonlySet<string> = new Set(['QUALITY_CHECKED', 'UPLOAD_PROGRESS', 'TICK']);
const lastRepeating = new Map<string, string>();

function isRepeat(sessionId: string, type: string, said: unknown): boolean {
  if (!REPEATING_EVENTS.has(type)) {
    lastRepeating.delete(sessionId);
    return false;
  }
  const key = JSON.stringify(said);
  if (lastRepeating.get(sessionId) === key) return true;
  lastRepeating.set(sessionId, key);
  return false;
}

function record(event: Extract<InspectionEvent, { type: '@xstate.snapshot' }>): void {
  const snapshot = event.snapshot as { value?: unknown; status?: ActorStatus; output?: unknown };
  const ref = event.actorRef as InspectedRef;
  const machine = machineOf(ref);
  const status = snapshot.status ?? 'active';
  const redacted = redactEvent(event.event);
  if (isRepeat(ref.sessionId, event.event.type, [redacted, snapshot.value ?? status])) return;
  recordTrace({
    actorId: ref.id ?? ref.sessionId,
    sessionId: ref.sessionId,
    ...(ref._parent ? { parentId: ref._parent.sessionId } : {}),
    ...(machine ? { machine: machine.id } : {}),
    eventType: event.event.type,
    timestamp: new Date().toISOString(),
    state: snapshot.value ?? status,
    status,
    event: redacted,
    ...(status === 'done' ? { output: redact(snapshot.output) } : {}),
  });
}

export function inspect(event: InspectionEvent): void {
  if (event.type === '@xstate.actor') {
    const machine = machineOf(event.actorRef);
    if (machine) recordMachine(machine.id, () => machineFingerprint(machine));
  }
  if (event.type === '@xstate.snapshot') record(event);
  forward?.(event);
}

/** Adds `inspect` (after the caller's own, if any) and names a machine's root actor after the machine. */
export function withInspect<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): ActorOptions<TLogic> {
  const own = options?.inspect;
  const machineId = (logic as { id?: unknown }).id;
  return {
    ...(typeof machineId === 'string' ? { id: machineId } : {}),
    ...options,
    inspect: own
      ? (event) => {
          inspect(event);
          if (typeof own === 'function') own(event);
          else own.next?.(event);
        }
      : inspect,
  };
}

export function createObservedActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: ObservedOptionsArgs<TLogic>
): Actor<TLogic> {
  return createActor(logic as AnyActorLogic, withInspect(logic, options)) as Actor<TLogic>;
}

// The redacted trace is readable in every build (the browser tests read it on the production
// bundle); clear and download only outside production (QA's console helpers, bytes off the budget).
// Vite replaces import.meta.env.MODE with a literal, so the second branch (and the inspector chunk
// behind its dynamic import) is dropped from the production build.
if (typeof window !== 'undefined') window.__portalTrace = { get: getTrace, file: traceFile };
if (import.meta.env.MODE !== 'production' && typeof window !== 'undefined') {
  window.__portalTrace = { get: getTrace, clear: clearTrace, download: downloadTrace, file: traceFile };
  const inspectParam = new URLSearchParams(window.location.search).get('inspect');
  // '?inspect=local' is the local panel (App.tsx), which reads the trace: no Stately window.
  if (inspectParam !== null && inspectParam !== 'local') {
    const pending: InspectionEvent[] = [];
    forward = (event) => {
      if (pending.length < 1000) pending.push(event);
    };
    void import('./inspector').then(({ createRedactingInspector }) => {
      const inspector = createRedactingInspector();
      forward = (event) => inspector.inspect.next?.(event);
      pending.splice(0).forEach(forward);
    });
  }
}
