/**
 * Bridge to @statelyai/inspect's browser inspector. Only ever loaded by a dynamic import inside a
 * non-production branch of observe.ts, so a production build has none of it. The inspector page runs
 * on stately.ai, so everything is redacted here with the same allow-list as the trace.
 */
import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';

import { redact, redactEvent } from './redact';

type BrowserInspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>;

/** Keeps only a snapshot's status and state value; context, output and error go through the allow-list. */
function redactSnapshot(snapshot: unknown): Record<string, unknown> {
  const { status, value, context, output, error } = (snapshot ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { status, value, context: redact(context) };
  if (output !== undefined) out.output = redact(output);
  if (error !== undefined) out.error = redact(error);
  return out;
}

/** The inspector's `serialize` option: the last step before anything is posted to its window. */
export function serializeForInspector(event: StatelyInspectionEvent): StatelyInspectionEvent {
  switch (event.type) {
    case '@xstate.event':
      return { ...event, event: redactEvent(event.event) };
    case '@xstate.snapshot':
      return {
        ...event,
        event: redactEvent(event.event),
        snapshot: redactSnapshot(event.snapshot),
      } as StatelyInspectionEvent;
    case '@xstate.actor':
      return { ...event, snapshot: redactSnapshot(event.snapshot) };
  }
}

export function createRedactingInspector(
  options: Omit<BrowserInspectorOptions, 'serialize' | 'sanitizeEvent' | 'sanitizeContext'> = {},
): ReturnType<typeof createBrowserInspector> {
  return createBrowserInspector({
    ...options,
    serialize: serializeForInspector,
    sanitizeEvent: redactEvent,
    sanitizeContext: (context) => redact(context) as Record<string, unknown>,
  });
}
