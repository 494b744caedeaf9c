import type { SnapshotFrom } from 'xstate';

import type { guarantorStepMachine } from './insuranceGuarantor.machine';

/** What 'Confirm Guarantor Address' draws, from one snapshot of its machine. */
export function guarantorStepView(snapshot: SnapshotFrom<typeof guarantorStepMachine>) {
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  return {
    /** Asking the server for the prefill: the form is not drawn yet (formik starts from the prefill). */
    loading: snapshot.matches('prefilling'),
    saving,
    values: context.values,
    notice: context.notice,
    error: context.error,
    sessionAlert: snapshot.matches({ editing: 'sessionAlert' }),
    /** Leaving and submitting wait for a save in flight. */
    canLeave: !saving,
  };
}
