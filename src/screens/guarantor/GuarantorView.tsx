import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import type { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import type { FullViewFocus } from '@machines/bill/quickPay.machine';

import { GuarantorIdBlock, MailChecksTo, ProviderMessage, RefundPolicy, UpdateInfoPrompt } from './AccountInfo';
import { AmountDue } from './AmountDue';
import { guarantorCopy as guarantorCopyMessages } from './copy';
import { Encounters } from './Encounters';
import { PaymentOptionChooser } from './PaymentOptionChooser';
import { PrintableStatement } from './PrintableStatement';
import { QuickPayView } from './QuickPayView';
import { RecentPayments } from './RecentPayments';

/** Where focus goes when the guarantor leaves quick-pay for the full view. */
const focusTargets: Record<FullViewFocus, string> = {
  amount: 'payment-amount',
  card: 'payment-card',
  details: 'encounters-title',
};

/** The validated-guarantor view (spec section 2), shared by every way in. */
export default function GuarantorView({ view }: { view: ActorRefFrom<typeof guarantorViewMachine> }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  const state = useSelector(view, (s) => s);
  const { provider, guarantor, focus } = state.context;
  const { quickPay, payment, paymentOption } = state.children;

  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focusTargets[focus]);
    if (target && !target.matches('input, select, button, a')) target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [focus]);

  if (state.hasTag('quickPay') && quickPay) return <QuickPayView quickPay={quickPay} amountDue={guarantor.AmountDue} />;
  if (!payment || state.hasTag('paid')) return <Loading />;
  return (
    <div className="guarantor-view">
      <PageHeading>{guarantorCopy.title}</PageHeading>
      <AmountDue amount={guarantor.AmountDue} />
      <ProviderMessage text={guarantor.Message1} />
      <Encounters encounters={guarantor.Details} />
      <RecentPayments payments={guarantor.RecentPayments} />
      {paymentOption ? <PaymentOptionChooser chooser={paymentOption} /> : null}
      <PaymentForm paymentRef={payment} />
      <UpdateInfoPrompt guarantor={guarantor} />
      <MailChecksTo provider={provider} />
      <GuarantorIdBlock guarantor={guarantor} />
      <RefundPolicy provider={provider} />
      <PrintableStatement provider={provider} guarantor={guarantor} />
    </div>
  );
}
