import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';
import { PageHeading } from '@/ui/PageHeading';
import type { confirmationMachine } from '@machines/payment/confirmation.machine';
import { confirmationView } from '@machines/payment/confirmation.view';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { type ReceiptDetails, receiptDetails } from '@machines/payment/rules/receipt';

import { type AutopayActor, AutopayDialog } from './AutopayDialog';
import { confirmationCopy } from './copy';

/** Route /confirmation: the receipt of this tab's last payment, and the autopay offer for it. */
export function ConfirmationPage({ actor }: { actor: ActorRefFrom<typeof confirmationMachine> }) {
  const view = useSelector(actor, confirmationView, shallowEqual);
  const autopay = useSelector(actor, (s) => s.children.autopay);
  switch (view.page) {
    case 'receipt':
      return <Receipt receipt={view.receipt} autopay={autopay} />;
    case 'remembered':
      // After a reload: the same receipt, from what this tab remembered; an offer open then comes back
      // as it was (issue 46), a closed one never opens again.
      return <ReceiptView details={view.details} autopay={autopay} />;
    case 'empty':
      return <NoPayment />;
  }
}

function NoPayment() {
  const copy = useCopy(confirmationCopy);
  return (
    <section aria-labelledby="confirmation-title">
      <PageHeading id="confirmation-title">{copy.heading}</PageHeading>
      <p>{copy.empty}</p>
      <p>
        <Link href="/">{copy.home}</Link>
      </p>
    </section>
  );
}

function Receipt({ receipt, autopay }: { receipt: PaymentOutput; autopay: AutopayActor | undefined }) {
  // The date this page first showed: the payment date when the server's answer has none.
  const [shownAt] = useState(() => new Date());
  return <ReceiptView details={receiptDetails(receipt, shownAt)} autopay={autopay} />;
}

function ReceiptView({ details, autopay }: { details: ReceiptDetails; autopay?: AutopayActor | undefined }) {
  // Keyboard and screen-reader users start on the receipt's heading (it takes focus before the autopay
  // dialog opens); the dialog gives focus back to it when it closes.
  const copy = useCopy(confirmationCopy);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows: [string, string][] = [
    [copy.provider, details.providerName],
    [copy.phone, details.providerPhone],
    [copy.paymentDate, formatDate(details.paymentDate)],
    [copy.amount, formatMoney(details.amount)],
    [copy.patientName, details.patientName],
    [copy.patientId, details.patientId],
    [copy.confirmationId, details.confirmationId],
  ];
  return (
    // Keyed by the payment: a new receipt is a new screen, so its heading takes focus again.
    <section key={details.confirmationId} className="confirmation" aria-labelledby="confirmation-title">
      <PageHeading id="confirmation-title" ref={heading}>
        {copy.heading}
      </PageHeading>
      <p>{copy.thanks}</p>
      <dl className="receipt card">
        {rows.map(([term, value]) => (
          <div key={term} className="receipt-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="posting-note">{details.fromBankAccount ? copy.bankNote : copy.postingNote}</p>
      {/* A new payment is a new offer: keyed by the child so nothing of the last one lingers. */}
      {autopay ? (
        <AutopayDialog
          key={autopay.sessionId}
          actor={autopay}
          returnFocusTo={heading}
          phone={details.providerPhone}
          fromBankAccount={details.fromBankAccount}
        />
      ) : null}
    </section>
  );
}
