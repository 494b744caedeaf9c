import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { Dialog } from '@/ui/Dialog';
import { formatMoney } from '@/ui/format';
import { PageHeading } from '@/ui/PageHeading';
import type { quickPayMachine } from '@machines/bill/quickPay.machine';
import { quickPayMessages } from '@machines/rules/messages';

import { quickPayCopy as quickPayCopyMessages } from './copy';

/** Quick-pay (QP): one button pays the default amount with the saved card, after a confirmation. */
export function QuickPayView({
  quickPay,
  amountDue,
}: {
  quickPay: ActorRefFrom<typeof quickPayMachine>;
  amountDue: number;
}) {
  const quickPayCopy = useCopy(quickPayCopyMessages);
  const say = useTranslate();
  const { amount, card } = useSelector(quickPay, (s) => s.context);
  const confirming = useSelector(quickPay, (s) => s.hasTag('confirming'));
  return (
    <section aria-labelledby="quick-pay-title" className="card">
      <PageHeading id="quick-pay-title">{quickPayCopy.remainingBalance}</PageHeading>
      <p className="amount-due-value">{formatMoney(amountDue)}</p>
      <button type="button" className="button" onClick={() => quickPay.send({ type: 'SUBMIT' })}>
        {quickPayCopy.submit(amount)}
      </button>
      <ul className="quick-pay-options">
        <li>
          <button type="button" className="link-button" onClick={() => quickPay.send({ type: 'DIFFERENT_AMOUNT' })}>
            {quickPayCopy.differentAmount}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => quickPay.send({ type: 'CHANGE_CARD' })}>
            {quickPayCopy.changeCard(card.Last4)}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => quickPay.send({ type: 'SHOW_DETAILS' })}>
            {quickPayCopy.details}
          </button>
        </li>
      </ul>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={say(quickPayMessages.confirm(amount))}
        onClose={() => quickPay.send({ type: 'CANCEL' })}
      >
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => quickPay.send({ type: 'CONFIRM' })}>
            {quickPayCopy.yes}
          </button>
          <button type="button" className="button secondary" onClick={() => quickPay.send({ type: 'CANCEL' })}>
            {quickPayCopy.no}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
