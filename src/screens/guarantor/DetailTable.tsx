import { Fragment, useState } from 'react';

import type { DetailLine } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { formatDate, formatMoney } from '@/ui/format';

import { guarantorCopy as guarantorCopyMessages } from './copy';

/** The column headers of every table of charges: Date / Description / Amount. */
export function DetailTableHead() {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  return (
    <thead role="rowgroup">
      <tr role="row">
        <th scope="col" role="columnheader">
          {guarantorCopy.date}
        </th>
        <th scope="col" role="columnheader">
          {guarantorCopy.description}
        </th>
        <th scope="col" role="columnheader" className="amount">
          {guarantorCopy.amount}
        </th>
      </tr>
    </thead>
  );
}

/**
 * Date / Description / Amount per line; sub-lines toggle with 'Show Detail' / 'Hide Detail'. A stacked
 * list on narrow screens, as the visits table (Encounters.tsx, styles/statement.css).
 */
export function DetailTable({ lines, caption }: { lines: DetailLine[]; caption: string }) {
  return (
    <table className="stacking-table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <DetailTableHead />
      <tbody role="rowgroup">
        {lines.map((line, index) => (
          <DetailRow key={index} line={line} />
        ))}
      </tbody>
    </table>
  );
}

function DetailRow({ line }: { line: DetailLine }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  // Expanding sub-lines is pure presentation: no flow depends on it.
  const [expanded, setExpanded] = useState(false);
  const sub = line.SubDetail ?? [];
  return (
    <Fragment>
      <tr role="row">
        <td role="cell" data-label={guarantorCopy.date}>
          {formatDate(line.Date)}
        </td>
        <td role="cell" data-label={guarantorCopy.description}>
          {line.Description}
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
        </td>
        <td role="cell" data-label={guarantorCopy.amount} className="amount">
          {formatMoney(line.Amount)}
        </td>
      </tr>
      {expanded
        ? sub.map((child, index) => (
            <tr key={index} role="row" className="sub-detail">
              <td role="cell" data-label={guarantorCopy.date}>
                {formatDate(child.Date)}
              </td>
              <td role="cell" data-label={guarantorCopy.description}>
                {child.Description}
              </td>
              <td role="cell" data-label={guarantorCopy.amount} className="amount">
                {formatMoney(child.Amount)}
              </td>
            </tr>
          ))
        : null}
    </Fragment>
  );
}
