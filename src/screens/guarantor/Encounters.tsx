import { useState } from 'react';

import type { Encounter } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { Dialog, DialogClose } from '@/ui/Dialog';
import { formatDate, formatMoney } from '@/ui/format';
import { groupEncounters } from '@machines/rules/statement';

import { guarantorCopy as guarantorCopyMessages } from './copy';
import { DetailTable } from './DetailTable';

export function Encounters({ encounters }: { encounters: Encounter[] }) {
  const guarantorCopy = useCopy(guarantorCopyMessages);
  // Which visit's detail dialog is open is pure presentation.
  const [open, setOpen] = useState<Encounter | null>(null);
  if (encounters.length === 0) return null;
  return (
    <section className="card" aria-labelledby="encounters-title">
      <h2 id="encounters-title">{guarantorCopy.encounters}</h2>
      {[...groupEncounters(encounters)].map(([patient, byLocation]) => (
        <section key={patient} className="patient-group">
          <h3>{guarantorCopy.patient(patient)}</h3>
          {[...byLocation].map(([location, list]) => (
            <section key={location}>
              <h4>{guarantorCopy.location(location)}</h4>
              {/* A stacked list on narrow screens (styles/statement.css): the explicit roles keep it a table for
                  screen readers whatever its CSS display, and data-label gives each value its visible label. */}
              <table className="stacking-table" role="table">
                <thead role="rowgroup">
                  <tr role="row">
                    <th scope="col" role="columnheader">
                      {guarantorCopy.date}
                    </th>
                    <th scope="col" role="columnheader">
                      {guarantorCopy.visitId}
                    </th>
                    <th scope="col" role="columnheader" className="amount">
                      {guarantorCopy.balance}
                    </th>
                    <th scope="col" role="columnheader">
                      <span className="visually-hidden">{guarantorCopy.details}</span>
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {list.map((encounter, index) => (
                    <tr key={index} role="row">
                      <td role="cell" data-label={guarantorCopy.date}>
                        {formatDate(encounter.Date)}
                      </td>
                      <td role="cell" data-label={guarantorCopy.visitId}>
                        {encounter.PEncounterId ?? ''}
                      </td>
                      <td role="cell" data-label={guarantorCopy.balance} className="amount">
                        {formatMoney(encounter.Balance)}
                      </td>
                      <td role="cell">
                        {encounter.Detail?.length ? (
                          <button
                            type="button"
                            className="button secondary"
                            aria-label={guarantorCopy.detailsFor(formatDate(encounter.Date))}
                            onClick={() => setOpen(encounter)}
                          >
                            {guarantorCopy.details}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
