import { useState, useSyncExternalStore } from 'react';

import { getLiveActors, subscribeLiveActors } from '@/observability/liveActors';
import { formatEvent, formatState, formatTime } from '@/observability/replay/timeline';

import { inspectorCopy } from './copy';

const t = inspectorCopy;

/**
 * `?inspect=local` (dev server and demo build): each live actor, its state and its last events, from
 * the redacted trace. Offline: unlike `?inspect`, nothing opens stately.ai.
 */
export default function InspectorPanel() {
  const actors = useSyncExternalStore(subscribeLiveActors, getLiveActors);
  // Open or folded away: pure UI state, no flow depends on it.
  const [open, setOpen] = useState(true);
  return (
    <aside className="inspector-panel" aria-label={t.label}>
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
                <span className="inspector-state">{formatState(actor.state)}</span>
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
    </aside>
  );
}
