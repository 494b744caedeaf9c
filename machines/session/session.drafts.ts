import type { AnyActorRef, SnapshotFrom } from 'xstate';

import type { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import type { insuranceMachine } from '@machines/insurance/insurance.machine';
import type { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';
import type { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';
import type { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import type { InsuranceResume } from '@machines/insurance/types';
import type { paymentMachine } from '@machines/payment/payment.machine';
import type { BillDraft } from '@machines/payment/types';

import { NO_DRAFTS, type SessionDrafts, type SessionPlace } from './types';

type ViewSnapshot = SnapshotFrom<typeof guarantorViewMachine>;
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
type HubSnapshot = SnapshotFrom<typeof insuranceMachine>;
type GuarantorStepSnapshot = SnapshotFrom<typeof guarantorStepMachine>;
type InsuranceStepSnapshot = SnapshotFrom<typeof insuranceStepMachine>;
type ManualSnapshot = SnapshotFrom<typeof manualEntryMachine>;

const snapshotOf = <S>(ref: AnyActorRef | undefined): S | null => (ref ? (ref.getSnapshot() as S) : null);

/** The validated view's payment form as its machine kept it (fields are kept on blur), minus card secrets. */
export function billDraftOf(view: AnyActorRef): BillDraft | null {
  const payment = snapshotOf<PaymentSnapshot>(snapshotOf<ViewSnapshot>(view)?.children.payment);
  if (!payment) return null;
  const { amount, email, phone, nameOnCard, expMonth, expYear, billingZip } = payment.context.form;
  return {
    amount,
    email,
    phone,
    nameOnCard,
    expMonth,
    expYear,
    billingZip,
    guarantorId: payment.context.guarantor.GuarantorId,
    option: payment.context.option,
    paymentAccountId: payment.context.paymentAccountId,
  };
}

/** The hub's own memory plus what the open step's form holds right now. */
export function insuranceResumeOf(hubRef: AnyActorRef): InsuranceResume | null {
  const hub = snapshotOf<HubSnapshot>(hubRef);
  if (!hub) return null;
  let { guarantorValues, drafts } = hub.context;
  const guarantorStep = snapshotOf<GuarantorStepSnapshot>(hub.children.guarantorStep);
  if (guarantorStep?.matches('editing')) guarantorValues = guarantorStep.context.values;
  const insuranceStep = snapshotOf<InsuranceStepSnapshot>(hub.children.insuranceStep);
  if (insuranceStep) {
    const manual = snapshotOf<ManualSnapshot>(insuranceStep.children.manualEntry);
    const draft = manual
      ? { ...insuranceStep.context.draft, manual: manual.context.values }
      : insuranceStep.context.draft;
    drafts = { ...drafts, [insuranceStep.context.kind]: draft };
  }
  return { complete: hub.context.complete, guarantorValues, drafts };
}

/** The draft of the screen `place` shows, read from the actor that runs it. */
export function draftsOf(place: SessionPlace, source: AnyActorRef, guarantorId: string | null): SessionDrafts {
  const drafts = { ...NO_DRAFTS, guarantorId };
  switch (place.key) {
    case 'bill':
      return { ...drafts, bill: billDraftOf(source) };
    case 'insurance':
      return { ...drafts, insurance: insuranceResumeOf(source) };
    // The notification change comes back as the tab kept it (src/app/keep/), as after a reload.
    case 'notification':
      return drafts;
  }
}
