import type { SnapshotFrom, StateValueFrom } from 'xstate';

import type { ssoMachine } from './sso.machine';

/** Which screen staff-assisted entry shows. */
export type SsoScreen = 'checking' | 'validated' | 'refused' | 'failed';

/** The machine's states are flat: each one is one screen (a new state without a screen fails to compile). */
const screens: Record<StateValueFrom<typeof ssoMachine>, SsoScreen> = {
  validating: 'checking',
  validated: 'validated',
  refused: 'refused',
  failed: 'failed',
};

/** The one question the single-sign-on route asks of the machine's snapshot. */
export function ssoView(snapshot: SnapshotFrom<typeof ssoMachine>) {
  const screen = screens[snapshot.value];
  return {
    screen,
    errorDescription: snapshot.context.errorDescription,
    /** The accepted session's guarantor and provider, for the validated-guarantor view. */
    guarantor: screen === 'validated' ? snapshot.context.guarantor : null,
    provider: snapshot.context.provider,
  };
}
