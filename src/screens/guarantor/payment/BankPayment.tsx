import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { formatDate } from '@/ui/format';
import type { bankMachine } from '@machines/payment/bank.machine';
import type { paymentMachine } from '@machines/payment/payment.machine';
import { parseAmount } from '@machines/rules/money';

import { paymentCopy } from './copy';
import { PAYMENT_ERROR_ID } from './errorField';

interface BankPaymentProps {
  /** The payment actor: the button sends it BANK_CHOSEN (it checks the amount rules first). */
  paymentRef: ActorRefFrom<typeof paymentMachine>;
  /** The payment actor's bank child. */
  bank: ActorRefFrom<typeof bankMachine>;
}

/**
 * 'Pay from bank account' (issue 33), above the card form with the wallets: the account holder's
 * name, the debit's authorization in plain words (it follows the amount as typed), and the button,
 * which opens Square's bank dialog once the amount rules pass. The area shows only once Square has
 * made its bank method (never a dead button); this component tells the bank actor it is on the page.
 */
export function BankPayment({ paymentRef, bank }: BankPaymentProps) {
  const t = useCopy(paymentCopy);
  // While the bank pays (its dialog, then the post), the area stays: a replayed step (whose bank child
  // is not re-run) shows it too.
  const paying = useSelector(paymentRef, (s) => s.context.payingFromBank);
  const shown = useSelector(bank, (s) => s.matches('loaded')) || paying;
  const amount = useSelector(paymentRef, (s) => s.context.form.amount);
  const holder = useSelector(paymentRef, (s) => s.context.accountHolderName);
  const invalid = useSelector(paymentRef, (s) => s.context.error?.field === 'accountHolderName');
  const canChoose = useSelector(paymentRef, (s) => s.can({ type: 'BANK_CHOSEN' }));
  const backToForm = useSelector(paymentRef, (s) => s.matches({ form: 'editing' }));
  const dialogOpen = useSelector(paymentRef, (s) => s.hasTag('bankDialog'));
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { ProviderName, Phone } = paymentRef.getSnapshot().context.provider;
  const typed = parseAmount(amount);

  useEffect(() => {
    if (bank.getSnapshot().matches('off')) return;
    bank.send({ type: 'AREA_MOUNTED', container: '#bank-payment' });
    return () => {
      if (bank.getSnapshot().status === 'active') bank.send({ type: 'AREA_UNMOUNTED' });
    };
  }, [bank]);

  // Square's dialog closed without a payment (left, failed): keyboard focus comes back to the button,
  // not the page's start (a closed dialog leaves it on the body).
  useEffect(() => {
    if (wasOpen.current && !dialogOpen && backToForm) button.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen, backToForm]);

  return (
    <div id="bank-payment" className="bank-payment" role="group" aria-labelledby="bank-payment-title" hidden={!shown}>
      <h3 id="bank-payment-title" className="bank-payment-title">
        {t.bankLabel}
      </h3>
      <div className="field">
        <label htmlFor="bank-account-holder">{t.accountHolderName}</label>
        <input
          id="bank-account-holder"
          autoComplete="name"
          value={holder}
          onChange={(event) => paymentRef.send({ type: 'ACCOUNT_HOLDER_CHANGED', value: event.target.value })}
          {...(invalid ? { 'aria-invalid': true, 'aria-describedby': PAYMENT_ERROR_ID } : {})}
        />
      </div>
      <p id="bank-authorization" className="bank-authorization">
        {t.bankAuthorization(
          ProviderName,
          typed !== null && typed > 0 ? typed : null,
          formatDate(new Date().toISOString()),
          Phone,
        )}
      </p>
      <button
        ref={button}
        type="button"
        className="button secondary bank-pay"
        aria-describedby="bank-authorization"
        disabled={!canChoose}
        onClick={() => paymentRef.send({ type: 'BANK_CHOSEN' })}
      >
        {t.payFromBank}
      </button>
    </div>
  );
}
