import type { SnapshotFrom } from 'xstate';

import { INSURANCE_STEPS, type insuranceMachine } from './insurance.machine';
import type { InsuranceStep } from './types';

export type InsuranceScreen = 'checking' | 'expired' | 'landing' | 'guarantor' | 'insurance' | 'thankYou';

/** What the `/insurance` screens draw, from one hub snapshot. */
export function insuranceView(snapshot: SnapshotFrom<typeof insuranceMachine>) {
  const { context } = snapshot;
  const screen: InsuranceScreen =
    snapshot.matches('sessionExpired') || context.sessionEnded
      ? 'expired'
      : snapshot.matches('landing')
        ? 'landing'
        : snapshot.matches('guarantor')
          ? 'guarantor'
          : snapshot.matches('primary') || snapshot.matches('secondary')
            ? 'insurance'
            : snapshot.matches('thankYou')
              ? 'thankYou'
              : 'checking';
  return {
    screen,
    steps: INSURANCE_STEPS.map((step: InsuranceStep) => ({ step, complete: context.complete[step] })),
    /** The landing says 'Both sides uploaded successfully.' right after a card upload finished a step. */
    bothSidesUploaded: context.lastCompleted?.method === 'upload',
    /** The guarantor's own link to log in again; null means the root. */
    deliveryId: context.deliveryId,
    guarantorStep: snapshot.children.guarantorStep,
    insuranceStep: snapshot.children.insuranceStep,
  };
}
