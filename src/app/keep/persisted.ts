/** What a kept flow is made of (issue 46): XState's persisted snapshot, as JSON. */

/** A machine's persisted snapshot as XState writes it (JSON once kept). */
export interface PersistedMachine {
  status: string;
  value: unknown;
  context: Record<string, unknown>;
  children: Record<string, { snapshot: unknown; src: unknown; systemId?: unknown; syncSnapshot?: unknown }>;
  historyValue?: unknown;
}

/**
 * Where the machine held the server's data (the provider, the bill) or one of the tab's actors, the
 * kept context holds this marker; restoring puts the fresh value back.
 */
export const FRESH = '$fresh';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A running actor (held in a context, or given in a flow's input). */
export const isLiveActor = (value: unknown): value is { id: string } =>
  isRecord(value) && 'sessionId' in value && 'send' in value;

/** A persisted snapshot is a machine's: it has a state value, a context and children. */
export const isMachineSnapshot = (value: unknown): value is PersistedMachine =>
  isRecord(value) && 'value' in value && isRecord(value.context) && isRecord(value.children);
