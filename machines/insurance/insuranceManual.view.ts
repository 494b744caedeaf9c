import type { SnapshotFrom } from 'xstate';

import type { manualEntryMachine } from './insuranceManual.machine';

/** What '{Primary|Secondary} Insurance' draws, from one snapshot of the manual entry machine. */
export function manualEntryView(snapshot: SnapshotFrom<typeof manualEntryMachine>) {
  const submitting = snapshot.matches('submitting');
  return {
    kind: snapshot.context.kind,
    values: snapshot.context.values,
    error: snapshot.context.error,
    submitting,
  };
}
