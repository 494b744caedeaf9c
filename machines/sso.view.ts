import type { SnapshotFrom } from 'xstate';

import type { ssoMachine } from './sso.machine';

/** Which screen staff-assisted entry shows. */
export type SsoScreen = 'checking' | 'validated' | 'refused' | 'failed';

/** The one question the single-sign-on route asks of the machine's snapshot. */
export function ssoView(snapshot: SnapshotFrom<typeof ssoMachine>) {
  const screen: SsoScreen = snapshot.hasTag('busy')
    ? 'checking'
    : snapshot.matches('validated')
      ? 'validated'
      : snapshot.matches('refused')
        ? 'refused'
        : 'failed';
  return {
    screen,
    errorDescription: snapshot.context.errorDescription,
    /** The validated-guarantor view's actor, once the session is accepted. */
    guarantorView: screen === 'validated' ? (snapshot.children.guarantorView ?? null) : null,
  };
}
