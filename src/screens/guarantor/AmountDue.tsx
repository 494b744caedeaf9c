import { useCopy } from '@/i18n/copy';
import { formatMoney } from '@/ui/format';
import { showsAmountDue } from '@machines/bill/rules/statement';

import { guarantorCopy as guarantorCopyMessages } from './copy';

/** 'Total Amount Due', shown only when something is owed. */
export function AmountDue({ amount }: { amount: number }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  if (!showsAmountDue(amount)) return null;
  return (
    <section className="card amount-due" aria-labelledby="amount-due-label">
      <h2 id="amount-due-label">{guarantorCopy.amountDue}</h2>
      <p className="amount-due-value">{formatMoney(amount)}</p>
    </section>
  );
}
