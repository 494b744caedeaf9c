import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';

import { formatDate, formatMoney } from '@/ui/format';
import { PageHeading } from '@/ui/PageHeading';
import type { confirmationMachine } from '@machines/confirmation.machine';
import type { PaymentOutput } from '@machines/payment.machine';
import { type ReceiptDetails, receiptDetails } from '@machines/rules/receipt';

import { type AutopayActor, AutopayDialog } from './AutopayDialog';
import { confirmationCopy as copy } from './copy';

/** Route /confirmation: the receipt of this tab's last payment, and the autopay offer for it. */
export function ConfirmationPage({ actor }: { actor: ActorRefFrom<typeof confirmationMachine> }) {
  const receipt = useSelector(actor, (s) => (s.matches('showing') ? s.context.receipt : null));
  const remembered = useSelector(actor, (s) => (s.matches('reloaded') ? s.context.remembered : null));
  const autopay = useSelector(actor, (s) => s.children.autopay);
  if (receipt) return <Receipt receipt={receipt} autopay={autopay} />;
  // After a reload: the same receipt, from what this tab remembered; the autopay offer is not repeated.
  if (remembered) return <ReceiptView details={remembered} />;
  return <NoPayment />;
}

function NoPayment() {
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
  const heading = useRef<HTMLHeadingElement>(null);
  // Start keyboard and screen-reader users on the receipt, before the autopay dialog takes focus
  // (a layout effect runs before the dialog's own focus effect); the dialog gives it back on close.
  useLayoutEffect(() => heading.current?.focus(), [details.confirmationId]);
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
    <section className="confirmation" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h1>
      <p>{copy.thanks}</p>
      <dl className="receipt card">
        {rows.map(([term, value]) => (
          <div key={term} className="receipt-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="posting-note">{copy.postingNote}</p>
      {/* A new payment is a new offer: keyed by the child so nothing of the last one lingers. */}
      {autopay ? <AutopayDialog key={autopay.sessionId} actor={autopay} returnFocusTo={heading} /> : null}
    </section>
  );
}
