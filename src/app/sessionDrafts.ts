import type { SnapshotFrom } from 'xstate';

import type { SessionDrafts, sessionMachine, SessionPlaceKey } from '@machines/session/session.machine';

/**
 * The values kept for `place` when the session ended there, while the guarantor is on their way back
 * to it (the session forgets them once that screen is left). Read once, when the flow's actor starts.
 */
export function keptFor<K extends Exclude<SessionPlaceKey, 'notification'>>(
  snapshot: SnapshotFrom<typeof sessionMachine>,
  place: K,
): SessionDrafts[K] | null {
  const { returnTo, drafts } = snapshot.context;
  return returnTo?.key === place ? drafts[place] : null;
}
