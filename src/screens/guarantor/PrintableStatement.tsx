import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

import type { GuarantorData, ProviderData } from '@/api/types';
import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';
import { ProviderText, useProviderContent } from '@/ui/providerContent';

import { guarantorCopy as guarantorCopyMessages } from './copy';
import { DetailTableHead } from './DetailTable';

/**
 * Whether the page is being printed: from the browser's `beforeprint` (the 'Print Bill' button's
 * window.print(), Ctrl+P, the browser's menu) to its `afterprint`. The statement is drawn inside the
 * `beforeprint` handler itself (flushSync), because the browser lays out the printed pages right after
 * it returns: a statement drawn later would print empty.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The paper statement: hidden on screen, the only thing printed (see `@media print` in
 * styles/statement.css). Its lines are in the page only while it prints (issue 47: a long bill's
 * 4,000 lines cost the screen nothing); the rest, the logo included, is always there, so the logo
 * has loaded before anything prints. 'Print Bill' opens the browser's print dialog.
 */
export function PrintableStatement({ provider, guarantor }: { provider: ProviderData; guarantor: GuarantorData }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  const shell = useCopy(copy);
  const printing = usePrinting();
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
          <tbody>{printing ? <StatementLines guarantor={guarantor} /> : null}</tbody>
        </table>
        <ProviderText name="LegalText" text={provider.LegalText} />
      </section>
    </>
  );
}

/** Every detail line of every visit, in the server's order. */
function StatementLines({ guarantor }: { guarantor: GuarantorData }) {
  // The billing system's descriptions are in the provider's language, marked so (WCAG 3.1.2).
  const { language } = useProviderContent();
  const lines = guarantor.Details.flatMap((encounter) => encounter.Detail ?? []);
  return lines.map((line, index) => (
    <tr key={index}>
      <td>{formatDate(line.Date)}</td>
      <td lang={language}>{line.Description}</td>
      <td className="amount">{formatMoney(line.Amount)}</td>
    </tr>
  ));
}
