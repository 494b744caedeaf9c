import { memo, useMemo, useState } from 'react';

import type { Encounter } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { Dialog, DialogClose } from '@/ui/Dialog';
import { formatDate, formatMoney } from '@/ui/format';
import { usePageLanguage } from '@/ui/providerContent';
import { type StackingColumn, StackingHead } from '@/ui/StackingTable';
import { groupEncounters } from '@machines/bill/rules/statement';

import { guarantorCopy as guarantorCopyMessages } from './copy';
import { DetailTable } from './DetailTable';

/**
 * 'Your Visits': every visit of the bill, however many (issue 47). The list is drawn once per bill and
 * language (VisitList is memoised, with words that change only when they say something else), so
 * opening a visit's Service Detail draws the dialog, not every row; on a phone a long bill's groups of
 * rows off screen skip their rendering (see ROWS_PER_GROUP) but stay in the page, for find-in-page and
 * the keyboard.
 */
export function Encounters({ encounters }: { encounters: Encounter[] }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  const words = useVisitWords();
  // Which visit's detail dialog is open is pure presentation (docs/decisions.md, issue 47).
  const [open, setOpen] = useState<Encounter | null>(null);
  if (encounters.length === 0) return null;
  return (
    <section className="card visits" aria-labelledby="encounters-title">
      <h2 id="encounters-title">{guarantorCopy.encounters}</h2>
      <VisitList encounters={encounters} words={words} onOpen={setOpen} />
      <Dialog open={open !== null} title={guarantorCopy.serviceDetail} onClose={() => setOpen(null)}>
        {/* A visit's lines are drawn when it is opened, never before. */}
        {open ? (
          <>
            <DetailTable lines={open.Detail ?? []} caption={guarantorCopy.serviceDetail} />
            <p className="detail-total">{guarantorCopy.total(open.Balance)}</p>
            {open.InsurancePlansOnFile ? <p>{guarantorCopy.insurancePlans(open.InsurancePlansOnFile)}</p> : null}
          </>
        ) : null}
        <DialogClose className="button">{guarantorCopy.close}</DialogClose>
      </Dialog>
    </section>
  );
}

/** Where a message's value goes: its words are written once per list, the value filled in per row. */
const SLOT = '\u0000';
const fill = (words: string, value: string) => words.replace(SLOT, () => value);

interface VisitWords {
  /** The page's language: dates and amounts are written in it. */
  locale: string;
  columns: StackingColumn[];
  details: string;
  detailsFor: string;
  patient: string;
  location: string;
}

/**
 * The list's words in the page's language: the same object while they say the same, so a catalogue
 * part loading for another screen (the session's dialog) does not draw 2,000 rows again.
 */
function useVisitWords(): VisitWords {
  const copy = useCopy(guarantorCopyMessages);
  const locale = usePageLanguage();
  const { date, visitId, balance, details } = copy;
  const [detailsFor, patient, location] = [copy.detailsFor(SLOT), copy.patient(SLOT), copy.location(SLOT)];
  return useMemo(
    () => ({
      locale,
      // A stacked list on narrow screens (ui/StackingTable.tsx); the details button's column is labelled for screen readers only.
      columns: [
        { label: date },
        { label: visitId },
        { label: balance, className: 'amount' },
        { label: details, hidden: true },
      ],
      details,
      detailsFor,
      patient,
      location,
    }),
    [locale, date, visitId, balance, details, detailsFor, patient, location],
  );
}

/**
 * Rows per row group of the visits table: on a phone, a bill of more than DRAWN_WHOLE visits has each
 * group off screen skip its rendering (`.skippable`, styles/statement.css), so a long bill costs the work
 * of its groups in view. Chromium leaves a skipped group's rows out of its accessibility tree until they
 * are reached (docs/decisions.md): a bill of up to DRAWN_WHOLE visits is drawn whole, every row read by
 * a screen reader.
 */
const ROWS_PER_GROUP = 10;
const DRAWN_WHOLE = 20;
/** A stacked row's height, in rem (styles/statement.css): with a 'Details' button, and without. */
const ROW_REM = { withDetails: 8.35, without: 5.9 };

/**
 * A row group's size until it has been drawn once (then the browser remembers the drawn size): none for a
 * full group of visits with 'Details', whose size styles/statement.css gives (83.5rem), so the many such
 * groups of a long bill share one style.
 */
const groupSize = (visits: Encounter[]) => {
  const withDetails = visits.filter((v) => v.Detail?.length).length;
  if (withDetails === ROWS_PER_GROUP) return undefined;
  const rem = withDetails * ROW_REM.withDetails + (visits.length - withDetails) * ROW_REM.without;
  return { containIntrinsicSize: `auto ${rem.toFixed(2)}rem` };
};

/** The visits by patient, then location: drawn again only for another bill, other words or `onOpen`. */
const VisitList = memo(function VisitList({
  encounters,
  words,
  onOpen,
}: {
  encounters: Encounter[];
  words: VisitWords;
  onOpen: (encounter: Encounter) => void;
}) {
  const groups = useMemo(() => [...groupEncounters(encounters)], [encounters]);
  const { columns } = words;
  const [dateColumn, idColumn, balanceColumn] = columns as [StackingColumn, StackingColumn, StackingColumn];
  // StackingRow's markup, written out: one component less for each of thousands of rows.
  const row = (encounter: Encounter, index: number) => {
    const date = formatDate(encounter.Date);
    return (
      <tr key={index} role="row">
        <td role="cell" data-label={dateColumn.label}>
          {date}
        </td>
        <td role="cell" data-label={idColumn.label}>
          {encounter.PEncounterId ?? ''}
        </td>
        <td role="cell" data-label={balanceColumn.label} className="amount">
          {formatMoney(encounter.Balance)}
        </td>
        <td role="cell">
          {encounter.Detail?.length ? (
            <button
              type="button"
              className="button secondary"
              aria-label={fill(words.detailsFor, date)}
              onClick={() => onOpen(encounter)}
            >
              {words.details}
            </button>
          ) : null}
        </td>
      </tr>
    );
  };
  const skippable = encounters.length > DRAWN_WHOLE;
  return groups.map(([patient, byLocation]) => (
    <section key={patient} className="patient-group">
      <h3>{fill(words.patient, patient)}</h3>
      {[...byLocation].map(([location, list]) => (
        <section key={location}>
          <h4>{fill(words.location, location)}</h4>
          {/* StackingTable's markup, with its rows in groups (several row groups are one table to a screen reader). */}
          <table className="stacking-table" role="table">
            <StackingHead columns={columns} />
            {Array.from({ length: Math.ceil(list.length / ROWS_PER_GROUP) }, (_, g) => {
              const visits = list.slice(g * ROWS_PER_GROUP, (g + 1) * ROWS_PER_GROUP);
              return (
                <tbody
                  key={g}
                  role="rowgroup"
                  className={skippable ? 'skippable' : undefined}
                  style={skippable ? groupSize(visits) : undefined}
                >
                  {visits.map((encounter, index) => row(encounter, g * ROWS_PER_GROUP + index))}
                </tbody>
              );
            })}
          </table>
        </section>
      ))}
    </section>
  ));
});
