import type { SnapshotFrom, StateValueFrom } from 'xstate';

import type { lookupMachine } from './lookup.machine';

/**
 * Which screen the statement lookup shows: its states are flat and each one is one screen
 * ('editing' the form, 'checking' the waiting modal over the hidden form, 'found' the statement).
 */
export type LookupScreen = StateValueFrom<typeof lookupMachine>;

/** The one question the lookup route and screens ask of the machine's snapshot. */
export function lookupView(snapshot: SnapshotFrom<typeof lookupMachine>) {
  const { values, alert, provider } = snapshot.context;
  return {
    screen: snapshot.value,
    values,
    alert,
    provider,
    /** The guarantor the statement shows, once found. */
    guarantor: snapshot.output?.guarantor ?? null,
  };
}

export type LookupView = ReturnType<typeof lookupView>;
