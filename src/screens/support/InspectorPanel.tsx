import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

import { getLiveActors, type LiveActor, subscribeLiveActors } from '@/observability/liveActors';
import type { MachineRegistry } from '@/observability/replay/replay';
import { formatEvent, formatState, formatTime } from '@/observability/replay/timeline';

import { chartCopy, inspectorCopy } from './copy';

const t = inspectorCopy;
// elkjs and the chart load on the first chart opened, never with the panel itself.
const ChartViewer = lazy(() => import('./chart/ChartViewer'));

/**
 * `?inspect=local` (dev server and demo build): each live actor, its state and its last events, from
 * the redacted trace, and any machine actor's statechart with its live state lit. Offline: unlike
 * `?inspect`, nothing opens stately.ai. The text list stays as the chart's accessible alternative.
 */
export default function InspectorPanel({ machines }: { machines: MachineRegistry }) {
  const actors = useSyncExternalStore(subscribeLiveActors, getLiveActors);
  // Folded or open, and whose chart is shown: pure UI state, no flow depends on it.
  const [open, setOpen] = useState(true);
  const [charted, setCharted] = useState<string | null>(null);
  const hasChart = (actor: LiveActor) => hasMachine(actor, machines);
  const chartedActor = open ? actors.find((actor) => actor.sessionId === charted && hasChart(actor)) : undefined;
  return (
    <aside className={chartedActor ? 'inspector-panel charting' : 'inspector-panel'} aria-label={t.label}>
      <button type="button" className="button secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t.hide : t.show} ({actors.length})
      </button>
      {open ? (
        actors.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul>
            {actors.map((actor) => (
              <li key={actor.sessionId} data-actor={actor.actorId}>
                <strong>{actor.actorId}</strong> <span className="muted">({actor.sessionId})</span>:{' '}
                <span className="inspector-state">{formatState(actor.state)}</span>{' '}
                {hasChart(actor) ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={actor.sessionId === chartedActor?.sessionId}
                    onClick={() => setCharted(actor.sessionId === chartedActor?.sessionId ? null : actor.sessionId)}
                  >
                    {chartCopy.show(actor.actorId)}
                  </button>
                ) : null}
                <details>
                  <summary>{t.lastEvents}</summary>
                  <ol>
                    {actor.lastEvents.map((e) => (
                      <li key={e.seq} title={JSON.stringify(e.event)}>
                        {formatTime(e.timestamp)} {formatEvent(e.eventType)}
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {chartedActor ? (
        <ActorChart
          actor={chartedActor}
          actors={actors}
          machines={machines}
          onOpen={setCharted}
          onClose={() => setCharted(null)}
        />
      ) : null}
    </aside>
  );
}

const hasMachine = (actor: LiveActor, machines: MachineRegistry) => actor.machine !== null && actor.machine in machines;

function ActorChart({
  actor,
  actors,
  machines,
  onOpen,
  onClose,
}: {
  actor: LiveActor;
  actors: readonly LiveActor[];
  machines: MachineRegistry;
  onOpen: (sessionId: string) => void;
  onClose: () => void;
}) {
  const children = actors.filter((child) => child.parentId === actor.sessionId && hasMachine(child, machines));
  return (
    <section className="inspector-chart" aria-labelledby="inspector-chart-heading">
      <div className="chart-head">
        <h2 id="inspector-chart-heading">{chartCopy.show(`${actor.actorId} (${actor.sessionId})`)}</h2>
        <button type="button" className="button secondary" onClick={onClose}>
          {chartCopy.hide}
        </button>
      </div>
      {children.length > 0 ? (
        <nav aria-label={chartCopy.invoked}>
          {chartCopy.invoked}:{' '}
          {children.map((child) => (
            <button key={child.sessionId} type="button" className="link-button" onClick={() => onOpen(child.sessionId)}>
              {chartCopy.openChild(child.actorId)}
            </button>
          ))}
        </nav>
      ) : null}
      <Suspense fallback={<p role="status">{chartCopy.layingOut}</p>}>
        <ChartViewer
          key={actor.sessionId}
          machine={machines[actor.machine!]!}
          value={actor.state}
          previous={actor.previousState}
          eventType={actor.lastEvents[0]?.eventType}
          idPrefix="inspector-chart"
        />
      </Suspense>
    </section>
  );
}
