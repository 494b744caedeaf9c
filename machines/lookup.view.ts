import type { SnapshotFrom, StateValueFrom } from 'xstate';

import type { lookupMachine } from './lookup.machine';

/** Which screen the statement lookup shows. */
export type LookupScreen = 'form' | 'checking' | 'locked' | 'invalidBalance' | 'duplicate' | 'statement';

/** The lookup's states are flat: each one is one screen. */
const screens: Record<StateValueFrom<typeof lookupMachine>, LookupScreen> = {
  editing: 'form',
  checking: 'checking',
  locked: 'locked',
  invalidBalance: 'invalidBalance',
  duplicate: 'duplicate',
  found: 'statement',
};

/** The one question the lookup route and screens ask of the machine's snapshot. */
export function lookupView(snapshot: SnapshotFrom<typeof lookupMachine>) {
  const { values, alert, provider } = snapshot.context;
  return {
    screen: screens[snapshot.value],
    values,
    alert,
    provider,
    /** The guarantor the statement shows, once found. */
    guarantor: snapshot.output?.guarantor ?? null,
  };
}

export type LookupView = ReturnType<typeof lookupView>;
