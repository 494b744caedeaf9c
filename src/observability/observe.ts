/**
 * The ONE place actors are created: every root actor gets `inspect`, which records each event an
 * actor (or any of its children) receives into the redacted trace and, in the dev server or demo
 * build with `?inspect` in the URL, forwards it to the browser inspector through the same redaction.
 */
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  ConditionalRequired,
  InspectionEvent,
  IsNotNever,
  RequiredActorOptionsKeys,
} from 'xstate';
import { createActor } from 'xstate';

import { redactEvent } from './redact';
import { clearTrace, downloadTrace, getTrace, recordTrace, type TraceEntry } from './trace';

declare global {
  interface Window {
    /** Non-production only: the event trace for QA and support. */
    __portalTrace?: { get: () => TraceEntry[]; clear: () => void; download: () => void };
  }
}

/** The same optional/required options tuple as xstate's createActor. */
export type ObservedOptionsArgs<TLogic extends AnyActorLogic> = ConditionalRequired<
  [options?: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
  IsNotNever<RequiredActorOptionsKeys<TLogic>>
>;

let forward: ((event: InspectionEvent) => void) | null = null;

export function inspect(event: InspectionEvent): void {
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: unknown; status?: string };
    const ref = event.actorRef as { id?: string; sessionId: string };
    recordTrace({
      actorId: ref.id ?? ref.sessionId,
      eventType: event.event.type,
      timestamp: new Date().toISOString(),
      state: snapshot.value ?? snapshot.status,
      event: redactEvent(event.event),
    });
  }
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

// Vite replaces import.meta.env.MODE with a literal, so this whole branch (and the inspector chunk
// behind its dynamic import) is dropped from the production build.
if (import.meta.env.MODE !== 'production' && typeof window !== 'undefined') {
  window.__portalTrace = { get: getTrace, clear: clearTrace, download: downloadTrace };
  if (new URLSearchParams(window.location.search).has('inspect')) {
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
