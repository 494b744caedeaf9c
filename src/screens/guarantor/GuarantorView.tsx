import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { useProviderContent } from '@/ui/providerContent';
import type { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { guarantorViewView } from '@machines/bill/guarantorView.view';
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
  // The provider's content (its texts on the bill, issue 48) is waited for here, before anything is drawn:
  // a first render that waits half-way down is drawn again from the start, a long bill's rows included.
  useProviderContent();
  // The slice it draws, not the whole snapshot: nothing here draws again unless one of these changes.
  const { screen, provider, guarantor, focus, quickPay, payment, paymentOption } = useSelector(
    view,
    guarantorViewView,
    shallowEqual,
  );

  useEffect(() => {
    if (!focus) return;
    const target = document.getElementById(focusTargets[focus]);
    if (target && !target.matches('input, select, button, a')) target.setAttribute('tabindex', '-1');
    target?.focus();
  }, [focus]);

  if (screen === 'quickPay' && quickPay) return <QuickPayView quickPay={quickPay} amountDue={guarantor.AmountDue} />;
  if (screen === 'waiting' || !payment) return <Loading />;
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
