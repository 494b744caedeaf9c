import type { GuarantorData, ProviderData } from '@/api/types';
import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';

import { guarantorCopy as guarantorCopyMessages } from './copy';
import { DetailTableHead } from './DetailTable';

/**
 * The paper statement: hidden on screen, the only thing printed (see `@media print` in
 * styles/statement.css). 'Print Bill' opens the browser's print dialog.
 */
export function PrintableStatement({ provider, guarantor }: { provider: ProviderData; guarantor: GuarantorData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  const shell = useCopy(copy);
  const lines = guarantor.Details.flatMap((encounter) => encounter.Detail ?? []);
  return (
    <>
      <button type="button" className="button secondary print-button" onClick={() => window.print()}>
        {guarantorCopy.printBill}
      </button>
      <section className="printable-statement" aria-label={guarantorCopy.statement}>
        {provider.PathToLogo ? (
          <img className="logo" src={provider.PathToLogo} alt={shell.logo(provider.ProviderName)} />
        ) : null}
        <h2>{provider.ProviderName}</h2>
        <p>
          {provider.ProviderAddress1}, {provider.ProviderCity}, {provider.ProviderState} {provider.ProviderZip}
        </p>
        <p>
          {guarantorCopy.billingQuestions} {provider.Phone}
        </p>
        <p>
          {guarantorCopy.patientId}: {guarantor.PGuarantorId}
        </p>
        <p>
          {guarantorCopy.amountDue}: {formatMoney(guarantor.AmountDue)}
        </p>
        <table>
          <DetailTableHead />
          <tbody>
            {lines.map((line, index) => (
              <tr key={index}>
                <td>{formatDate(line.Date)}</td>
                <td>{line.Description}</td>
                <td className="amount">{formatMoney(line.Amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {provider.LegalText ? <p className="provider-text">{provider.LegalText}</p> : null}
      </section>
    </>
  );
}
