import type { PaymentAccount } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import type { PaymentEvent, PaymentOption } from '@machines/payment/payment.machine';

import { paymentCopy } from './copy';

interface SavedCardChoiceProps {
  accounts: readonly PaymentAccount[];
  option: PaymentOption;
  paymentAccountId: string | null;
  send: (event: PaymentEvent) => void;
}

/** Option 2 (a card on file, one radio per card) or option 1 (a new card): the machine holds the choice. */
export function SavedCardChoice({ accounts, option, paymentAccountId, send }: SavedCardChoiceProps) {
  const t = useCopy(paymentCopy);
  return (
    <fieldset className="payment-options">
      <legend>{t.paymentOption}</legend>
      {accounts.map((account) => (
        <label key={account.Id} className="radio">
          <input
            type="radio"
            name="paymentOption"
            value={account.Id}
            checked={option === 2 && paymentAccountId === account.Id}
            onChange={() => send({ type: 'SAVED_CARD_CHOSEN', paymentAccountId: account.Id })}
          />
          {t.savedCard(account.Last4, account.ExDate)}
        </label>
      ))}
      <label className="radio">
        <input
          type="radio"
          name="paymentOption"
          value="new"
          checked={option === 1}
          onChange={() => send({ type: 'NEW_CARD_CHOSEN' })}
        />
        {t.newCard}
      </label>
    </fieldset>
  );
}
