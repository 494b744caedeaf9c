import type { SnapshotFrom } from 'xstate';

import type { lookupMachine } from './lookup.machine';

/** Which screen the statement lookup shows. */
export type LookupScreen = 'form' | 'checking' | 'locked' | 'invalidBalance' | 'duplicate' | 'statement';

const restingScreens = ['locked', 'invalidBalance', 'duplicate', 'statement'] as const;

/** The one question the lookup route and screens ask of the machine's snapshot. */
export function lookupView(snapshot: SnapshotFrom<typeof lookupMachine>) {
  const { values, alert, provider } = snapshot.context;
  const screen: LookupScreen = snapshot.hasTag('busy')
    ? 'checking'
    : (restingScreens.find((s) => snapshot.matches(s)) ?? 'form');
  return {
    screen,
    values,
    alert,
    provider,
    /** The validated-guarantor view's actor, while the statement shows. */
    statement: screen === 'statement' ? (snapshot.children.guarantorView ?? null) : null,
  };
}

export type LookupView = ReturnType<typeof lookupView>;
