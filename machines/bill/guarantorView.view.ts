import type { SnapshotFrom } from 'xstate';

import type { guarantorViewMachine } from './guarantorView.machine';

type GuarantorViewSnapshot = SnapshotFrom<typeof guarantorViewMachine>;

/** What the validated-guarantor view draws of its machine: the data and the children's refs, no whole snapshot. */
export interface GuarantorViewView {
  /** 'quickPay': the quick-pay view; 'waiting': paid (on the way to /confirmation), or no payment actor yet. */
  screen: 'quickPay' | 'full' | 'waiting';
  provider: GuarantorViewSnapshot['context']['provider'];
  guarantor: GuarantorViewSnapshot['context']['guarantor'];
  focus: GuarantorViewSnapshot['context']['focus'];
  quickPay: GuarantorViewSnapshot['children']['quickPay'];
  payment: GuarantorViewSnapshot['children']['payment'];
  paymentOption: GuarantorViewSnapshot['children']['paymentOption'];
}

/**
 * The view's slice of the snapshot (compare with shallowEqual): the same references as long as the
 * machine keeps them, so the view (and a long bill's list of visits) draws again only when one changes.
 */
export function guarantorViewView(snapshot: GuarantorViewSnapshot): GuarantorViewView {
  const { provider, guarantor, focus } = snapshot.context;
  const { quickPay, payment, paymentOption } = snapshot.children;
  const screen =
    snapshot.hasTag('quickPay') && quickPay ? 'quickPay' : !payment || snapshot.hasTag('paid') ? 'waiting' : 'full';
  return { screen, provider, guarantor, focus, quickPay, payment, paymentOption };
}
