import type { ReplayStep } from '@/observability/replay/replay';
import { formatEvent, formatState, formatTime } from '@/observability/replay/timeline';

import { supportCopy } from './copy';

const t = supportCopy.replay;

function result(step: ReplayStep): string {
  if (!step.ok) return t.mismatch;
  return step.replayed === undefined ? t.recordedOnly : t.match;
}

/** Every recorded step; the row shown is marked (aria-current) and each row can be chosen. */
export function ReplayTimeline({
  steps,
  current,
  onChoose,
}: {
  steps: readonly ReplayStep[];
  current: number;
  onChoose: (index: number) => void;
}) {
  return (
    <table className="replay-timeline stacking-table">
      <caption>{t.timeline}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.time}</th>
          <th scope="col">{t.columns.actor}</th>
          <th scope="col">{t.columns.event}</th>
          <th scope="col">{t.columns.state}</th>
          <th scope="col">{t.columns.result}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step, index) => (
          <tr
            key={`${step.page}-${step.seq}-${step.sessionId}`}
            aria-current={index === current ? 'step' : undefined}
            className={step.ok ? undefined : 'replay-diverged'}
          >
            <td data-label={t.columns.time}>{formatTime(step.timestamp)}</td>
            <td data-label={t.columns.actor}>
              {step.actorId} <span className="muted">({step.sessionId})</span>
            </td>
            <td data-label={t.columns.event}>
              <button type="button" className="link-button" onClick={() => onChoose(index)}>
                {formatEvent(step.eventType)}
              </button>
            </td>
            <td data-label={t.columns.state}>{formatState(step.recorded)}</td>
            <td data-label={t.columns.result}>{result(step)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
