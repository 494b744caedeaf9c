import { useSelector } from '@xstate/react';
import type { DragEvent, FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';

import type { MachineRegistry, ReplayReport, ReplayStep } from '@/observability/replay/replay';
import { ErrorBox } from '@/ui/ErrorBox';
import { PageHeading } from '@/ui/PageHeading';
import type { supportReplayMachine } from '@machines/support/supportReplay.machine';
import { supportReplayView } from '@machines/support/supportReplay.view';

import { supportCopy } from './copy';
import { ReplayTimeline } from './ReplayTimeline';
import { StepChart } from './StepChart';
import { StepDetail } from './StepDetail';

const t = supportCopy.replay;

export type SupportReplayRef = ActorRefFrom<typeof supportReplayMachine>;

/** Draws the real screen of a replayed step (the app composes the flows' screens). */
export type RenderStepScreen = (step: ReplayStep) => ReactNode;

/**
 * `/support/replay`: support finds a trace by code or opens a file, sees the summary (versions,
 * changed machines, first divergence) and steps through the timeline. The route's loader returns a
 * ReplayReport (src/observability/replay), which is what the machine holds as its replay.
 */
export function ReplayPage({
  actor,
  renderScreen,
  machines,
}: {
  actor: SupportReplayRef;
  renderScreen: RenderStepScreen;
  /** This build's machines: each step's chart. */
  machines: MachineRegistry;
}) {
  const view = useSelector(actor, supportReplayView);
  const report = view.replay as ReplayReport | null;

  const findByCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    actor.send({ type: 'LOAD_CODE', code: typeof code === 'string' ? code : '' });
  };
  const openFile = (file: File | undefined) => {
    if (file) actor.send({ type: 'LOAD_FILE', file });
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    openFile(event.dataTransfer.files[0]);
  };

  return (
    <section className="replay-page" aria-labelledby="replay-heading">
      <PageHeading id="replay-heading">{t.heading}</PageHeading>
      <p>{t.intro}</p>
      <div className="card replay-load" onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        {view.findByCode ? (
          <form onSubmit={findByCode} className="replay-code">
            <label htmlFor="replay-code">{t.codeLabel}</label>
            <input id="replay-code" name="code" autoComplete="off" spellCheck={false} />
            <button type="submit" className="button" disabled={view.loading}>
              {t.find}
            </button>
          </form>
        ) : (
          <p>{t.filesOnly}</p>
        )}
        <label htmlFor="replay-file">{t.fileLabel}</label>{' '}
        <input
          id="replay-file"
          type="file"
          accept="application/json,.json"
          onChange={(event) => openFile(event.currentTarget.files?.[0])}
        />
        <p className="muted">{t.dropHint}</p>
      </div>
      {view.loading ? <p role="status">{t.loading}</p> : null}
      {view.error ? <ErrorBox>{view.error}</ErrorBox> : null}
      {report ? (
        <ReplayReportView
          report={report}
          step={view.step}
          actor={actor}
          view={view}
          renderScreen={renderScreen}
          machines={machines}
        />
      ) : null}
    </section>
  );
}

function ReplayReportView({
  report,
  step,
  actor,
  view,
  renderScreen,
  machines,
}: {
  report: ReplayReport;
  step: number;
  actor: SupportReplayRef;
  view: ReturnType<typeof supportReplayView>;
  renderScreen: RenderStepScreen;
  machines: MachineRegistry;
}) {
  const replayed = report.steps.filter((s) => s.replayed !== undefined).length;
  return (
    <>
      <section className="card" aria-labelledby="replay-summary">
        <h2 id="replay-summary">{t.summary}</h2>
        <dl>
          <dt>{t.supportCode}</dt>
          <dd className="support-code-value">{report.supportCode ?? '—'}</dd>
          <dt>{t.appVersion}</dt>
          <dd>{report.appVersions.join(', ')}</dd>
        </dl>
        {report.fingerprintMismatches.map((m) => (
          <p key={m.machine}>{t.machineChanged(m.machine, m.trace, m.current)}</p>
        ))}
        {report.divergence ? (
          <p role="status">
            <strong>{t.divergence}:</strong> {report.divergence.step.actorId}, {report.divergence.reason}
          </p>
        ) : (
          <p role="status">{t.allMatch(replayed, report.steps.length)}</p>
        )}
      </section>
      <nav className="replay-stepper" aria-label={t.timeline}>
        <button
          type="button"
          className="button secondary"
          disabled={!view.canPrevious}
          onClick={() => actor.send({ type: 'PREVIOUS' })}
        >
          {t.previous}
        </button>
        <span aria-live="polite">{t.step(step, report.steps.length)}</span>
        <button
          type="button"
          className="button secondary"
          disabled={!view.canNext}
          onClick={() => actor.send({ type: 'NEXT' })}
        >
          {t.next}
        </button>
      </nav>
      <StepDetail steps={report.steps} index={step} />
      <StepChart steps={report.steps} index={step} machines={machines} />
      <section className="card" aria-labelledby="replay-screen-heading">
        <h2 id="replay-screen-heading">{t.screenHeading}</h2>
        {report.steps[step] ? renderScreen(report.steps[step]) : null}
      </section>
      <ReplayTimeline
        steps={report.steps}
        current={step}
        onChoose={(index) => actor.send({ type: 'STEP_TO', index })}
      />
    </>
  );
}
