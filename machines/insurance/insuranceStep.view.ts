import type { SnapshotFrom } from 'xstate';

import type { insuranceStepMachine } from './insuranceStep.machine';

export type InsuranceStepScreen = 'choosing' | 'upload' | 'manual';

/** What a primary or secondary step draws: the options, or the upload or manual child's screen. */
export function insuranceStepView(snapshot: SnapshotFrom<typeof insuranceStepMachine>) {
  const screen: InsuranceStepScreen = snapshot.matches('uploading')
    ? 'upload'
    : snapshot.matches('manual')
      ? 'manual'
      : 'choosing';
  return {
    kind: snapshot.context.kind,
    screen,
    upload: snapshot.children.upload,
    manualEntry: snapshot.children.manualEntry,
  };
}
