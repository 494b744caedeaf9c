import type { RecentPayment } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';

import { guarantorCopy as guarantorCopyMessages } from './copy';

/** Shown only when there are payments. */
export function RecentPayments({ payments }: { payments: RecentPayment[] }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  if (payments.length === 0) return null;
  return (
    <section className="card" aria-labelledby="recent-payments-title">
      <h2 id="recent-payments-title">{guarantorCopy.recentPayments}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{guarantorCopy.dateProcessed}</th>
            <th scope="col" className="amount">
              {guarantorCopy.paymentAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={index}>
              <td>{formatDate(payment.DateProcessed)}</td>
              <td className="amount">{formatMoney(payment.PaymentAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
