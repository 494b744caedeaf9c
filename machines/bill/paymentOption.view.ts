import type { SnapshotFrom } from 'xstate';

import type { paymentOptionMachine } from './paymentOption.machine';

type PaymentOptionSnapshot = SnapshotFrom<typeof paymentOptionMachine>;

export interface PaymentOptionView {
  /** The chooser shows only when a payment plan is offered (or was chosen). */
  offered: boolean;
  /** The partner's Url is being requested: both options are aria-disabled. */
  requesting: boolean;
  /** 'Payment Plan' is the pressed option. */
  planChosen: boolean;
  /** The partner's site opened: the fallback link shows. */
  planOpened: boolean;
}

/** What the payment option chooser needs to know of the machine's state (compare with shallowEqual). */
export function paymentOptionView(snapshot: PaymentOptionSnapshot): PaymentOptionView {
  const state = snapshot.value;
  return {
    offered: state !== 'payNow' || snapshot.can({ type: 'PAYMENT_PLAN' }),
    requesting: state === 'requestingFinancing',
    planChosen: state !== 'payNow',
    planOpened: state === 'planOpened',
  };
}
