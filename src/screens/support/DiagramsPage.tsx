import { lazy, Suspense, useState } from 'react';
import type { AnyStateMachine } from 'xstate';

import { countStates, inPlaceTransitions, machineToMermaid } from '@/observability/diagrams';
import { machineFingerprint } from '@/observability/fingerprint';
import { PageHeading } from '@/ui/PageHeading';

import { chartCopy, supportCopy } from './copy';

// elkjs and the chart load when a machine is first opened, not with the page.
const ChartViewer = lazy(() => import('./chart/ChartViewer'));

const t = supportCopy.diagrams;

/**
 * The machines' state diagrams, as docs/machines/ holds them (the same generators): each machine's
 * statechart (drawn once it is opened), its Mermaid source, to read or paste into any Mermaid viewer,
 * and the events it handles in place.
 */
export function DiagramsPage({ machines }: { machines: Record<string, AnyStateMachine> }) {
  const ids = Object.keys(machines).sort();
  return (
    <section aria-labelledby="diagrams-heading">
      <PageHeading id="diagrams-heading">{t.heading}</PageHeading>
      <p>{t.intro}</p>
      {ids.map((id) => (
        <MachineDiagram key={id} id={id} machine={machines[id]!} />
      ))}
    </section>
  );
}

function MachineDiagram({ id, machine }: { id: string; machine: AnyStateMachine }) {
  const inPlace = inPlaceTransitions(machine);
  // Opened once, drawn from then on: laying out every machine up front would cost seconds.
  const [opened, setOpened] = useState(false);
  return (
    <details className="card machine-diagram" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        <h2>{id}</h2>
      </summary>
      <p>
        {t.states(countStates(machine))} · <code>{machineFingerprint(machine)}</code>
      </p>
      {opened ? (
        <Suspense fallback={<p role="status">{chartCopy.layingOut}</p>}>
          <ChartViewer machine={machine} value={undefined} idPrefix={`diagram-${id}`} />
        </Suspense>
      ) : null}
      <pre className="mermaid-source" tabIndex={0} aria-label={t.source(id)}>
        {machineToMermaid(machine)}
      </pre>
      {inPlace.length > 0 ? (
        <table className="stacking-table">
          <caption>{t.inPlace(id)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.state}</th>
              <th scope="col">{t.columns.event}</th>
              <th scope="col">{t.columns.guard}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {inPlace.map((row, index) => (
              <tr key={index}>
                <td data-label={t.columns.state}>{row.state}</td>
                <td data-label={t.columns.event}>{row.event}</td>
                <td data-label={t.columns.guard}>{row.guard}</td>
                <td data-label={t.columns.actions}>{row.actions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}
