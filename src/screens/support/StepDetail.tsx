import type { ReplayStep } from '@/observability/replay/replay';
import { formatEvent, formatLanguage, formatState } from '@/observability/replay/timeline';

import { supportCopy } from './copy';

const t = supportCopy.replay;

/** Each actor's last recorded state up to and including step `index`. */
function actorsAt(steps: readonly ReplayStep[], index: number): ReplayStep[] {
  const last = new Map<string, ReplayStep>();
  for (const step of steps.slice(0, index + 1)) last.set(`${step.page}/${step.sessionId}`, step);
  return [...last.values()].filter((step) => step.eventType !== 'xstate.stop');
}

/** The chosen step: its event, the recorded and replayed state, and where every actor was then. */
export function StepDetail({ steps, index }: { steps: readonly ReplayStep[]; index: number }) {
  const step = steps[index]!;
  return (
    <section className="card replay-step" aria-labelledby="replay-step-heading">
      <h2 id="replay-step-heading">
        {t.stepHeading}: {step.actorId} — {formatEvent(step.eventType)}
      </h2>
      <dl>
        <dt>{t.recorded}</dt>
        <dd>{formatState(step.recorded)}</dd>
        <dt>{t.replayed}</dt>
        <dd>{step.replayed === undefined ? t.recordedOnly : formatState(step.replayed)}</dd>
        <dt>{t.language}</dt>
        <dd>{step.language ? formatLanguage(step.language) : t.languageUnknown}</dd>
      </dl>
      {step.note ? <p>{step.note}</p> : null}
      <h3>{t.event}</h3>
      {/* Focusable: a long event scrolls, and a keyboard user must reach it (axe: scrollable-region-focusable). */}
      <pre className="replay-json" tabIndex={0}>
        {JSON.stringify(step.event, null, 2)}
      </pre>
      <h3>{t.actors}</h3>
      <ul className="replay-actors">
        {actorsAt(steps, index).map((actor) => (
          <li key={`${actor.page}/${actor.sessionId}`} aria-current={actor === step ? 'true' : undefined}>
            <strong>{actor.actorId}</strong> ({actor.sessionId}): {formatState(actor.recorded)}
          </li>
        ))}
      </ul>
    </section>
  );
}
