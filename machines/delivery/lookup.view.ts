import type { SnapshotFrom, StateValueFrom } from 'xstate';

import type { lookupMachine } from './lookup.machine';

/**
 * Which screen the statement lookup shows: its states are flat and each one is one screen
 * ('editing' the form, 'checking' the waiting modal over the hidden form, 'found' the statement).
 */
export type LookupScreen = StateValueFrom<typeof lookupMachine>;

/** The one question the lookup route and screens ask of the machine's snapshot. */
export function lookupView(snapshot: SnapshotFrom<typeof lookupMachine>) {
  const { values, alert, provider, guarantor, sessionEnded } = snapshot.context;
  return {
    // Back after a reload, the statement waits for the lookup to run again (as 'checking' shows it).
    screen: snapshot.value === 'found' && !guarantor ? 'checking' : snapshot.value,
    values,
    alert,
    provider,
    /** The page came back after the session had ended: the form says so. */
    sessionEnded,
    /** The guarantor the statement shows, once found. */
    guarantor,
  };
}

export type LookupView = ReturnType<typeof lookupView>;
