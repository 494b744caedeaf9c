import type { SnapshotFrom } from 'xstate';

import type { autopayMachine } from './autopay.machine';

type AutopaySnapshot = SnapshotFrom<typeof autopayMachine>;

/** Which content the one autopay dialog shows; null while it is closed. */
export type AutopayStep = 'offer' | 'confirmed' | 'reminder' | 'failed' | 'mayHaveGoneThrough';

export interface AutopayView {
  step: AutopayStep | null;
  /** The enrolment call is running: the offer's field and buttons are disabled. */
  enrolling: boolean;
}

// Keyed by every state: a new state without a step fails to compile.
const stepOf: Record<AutopaySnapshot['value'], AutopayStep | null> = {
  deciding: null,
  waiting: null, // the 100 ms before the offer opens
  offering: 'offer',
  enrolling: 'offer',
  confirmed: 'confirmed',
  failed: 'failed',
  mayHaveGoneThrough: 'mayHaveGoneThrough',
  declined: 'reminder',
  closed: null,
  none: null,
};

/** What the autopay dialog needs to know of the machine's state. */
export function autopayView(snapshot: AutopaySnapshot): AutopayView {
  return { step: stepOf[snapshot.value], enrolling: snapshot.value === 'enrolling' };
}
