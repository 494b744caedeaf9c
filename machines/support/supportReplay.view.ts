import type { SnapshotFrom } from 'xstate';

import type { supportReplayMachine } from './supportReplay.machine';

/** What the replay page draws, from one snapshot. */
export function supportReplayView(snapshot: SnapshotFrom<typeof supportReplayMachine>) {
  const { replay, step, error } = snapshot.context;
  return {
    /** Without a trace store to ask, the page offers the file only, and says so. */
    findByCode: snapshot.context.findByCode,
    loading: snapshot.matches('loading'),
    error: snapshot.matches('failed') ? error : null,
    /** Present while viewing. */
    replay: snapshot.matches('viewing') ? replay : null,
    step,
    canNext: snapshot.can({ type: 'NEXT' }),
    canPrevious: snapshot.can({ type: 'PREVIOUS' }),
  };
}
