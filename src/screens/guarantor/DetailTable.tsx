import { Fragment, useState } from 'react';

import type { DetailLine } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';
import { useProviderContent } from '@/ui/providerContent';
import { type StackingColumn, StackingHead, StackingRow, StackingTable } from '@/ui/StackingTable';

import { guarantorCopy as guarantorCopyMessages } from './copy';

/** The columns of every table of charges: Date / Description / Amount. */
function useDetailColumns(): StackingColumn[] {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  return [
    { label: guarantorCopy.date },
    { label: guarantorCopy.description },
    { label: guarantorCopy.amount, className: 'amount' },
  ];
}

/** The column headers of every table of charges: Date / Description / Amount. */
export function DetailTableHead() {
  return <StackingHead columns={useDetailColumns()} />;
}

/**
 * Date / Description / Amount per line; sub-lines toggle with 'Show Detail' / 'Hide Detail'. A stacked
 * list on narrow screens, as the visits table (Encounters.tsx, ui/StackingTable.tsx).
 */
export function DetailTable({ lines, caption }: { lines: DetailLine[]; caption: string }) {
  const columns = useDetailColumns();
  // The billing system's descriptions are in the provider's language, marked so (WCAG 3.1.2).
  const { language } = useProviderContent();
  return (
    <StackingTable columns={columns} caption={caption}>
      {lines.map((line, index) => (
        <DetailRow key={index} line={line} columns={columns} lang={language} />
      ))}
    </StackingTable>
  );
}

function DetailRow({ line, columns, lang }: { line: DetailLine; columns: readonly StackingColumn[]; lang: string }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  // Expanding sub-lines is pure presentation: no flow depends on it.
  const [expanded, setExpanded] = useState(false);
  const sub = line.SubDetail ?? [];
  return (
    <Fragment>
      <StackingRow
        columns={columns}
        cells={[
          formatDate(line.Date),
          <>
            <span lang={lang}>{line.Description}</span>
            {sub.length > 0 ? (
              <>
                {' '}
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={expanded}
                  onClick={() => setExpanded(!expanded)}
                >
                  {expanded ? guarantorCopy.hideDetail : guarantorCopy.showDetail}
                </button>
              </>
            ) : null}
          </>,
          formatMoney(line.Amount),
        ]}
      />
      {expanded
        ? sub.map((child, index) => (
            <StackingRow
              key={index}
              columns={columns}
              className="sub-detail"
              cells={[formatDate(child.Date), <span lang={lang}>{child.Description}</span>, formatMoney(child.Amount)]}
            />
          ))
        : null}
    </Fragment>
  );
}
