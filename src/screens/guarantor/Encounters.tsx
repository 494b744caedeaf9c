import { useState } from 'react';

import type { Encounter } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { Dialog, DialogClose } from '@/ui/Dialog';
import { formatDate, formatMoney } from '@/ui/format';
import { type StackingColumn, StackingRow, StackingTable } from '@/ui/StackingTable';
import { groupEncounters } from '@machines/bill/rules/statement';

import { guarantorCopy as guarantorCopyMessages } from './copy';
import { DetailTable } from './DetailTable';

export function Encounters({ encounters }: { encounters: Encounter[] }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  // Which visit's detail dialog is open is pure presentation.
  const [open, setOpen] = useState<Encounter | null>(null);
  if (encounters.length === 0) return null;
  // A stacked list on narrow screens (ui/StackingTable.tsx); the details button's column is labelled for screen readers only.
  const columns: StackingColumn[] = [
    { label: guarantorCopy.date },
    { label: guarantorCopy.visitId },
    { label: guarantorCopy.balance, className: 'amount' },
    { label: guarantorCopy.details, hidden: true },
  ];
  return (
    <section className="card" aria-labelledby="encounters-title">
      <h2 id="encounters-title">{guarantorCopy.encounters}</h2>
      {[...groupEncounters(encounters)].map(([patient, byLocation]) => (
        <section key={patient} className="patient-group">
          <h3>{guarantorCopy.patient(patient)}</h3>
          {[...byLocation].map(([location, list]) => (
            <section key={location}>
              <h4>{guarantorCopy.location(location)}</h4>
              <StackingTable columns={columns}>
                {list.map((encounter, index) => (
                  <StackingRow
                    key={index}
                    columns={columns}
                    cells={[
                      formatDate(encounter.Date),
                      encounter.PEncounterId ?? '',
                      formatMoney(encounter.Balance),
                      encounter.Detail?.length ? (
                        <button
                          type="button"
                          className="button secondary"
                          aria-label={guarantorCopy.detailsFor(formatDate(encounter.Date))}
                          onClick={() => setOpen(encounter)}
                        >
                          {guarantorCopy.details}
                        </button>
                      ) : null,
                    ]}
                  />
                ))}
              </StackingTable>
            </section>
          ))}
        </section>
      ))}
      <Dialog open={open !== null} title={guarantorCopy.serviceDetail} onClose={() => setOpen(null)}>
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
