import { lazy, Suspense } from 'react';

import type { MachineRegistry, ReplayStep } from '@/observability/replay/replay';

import { chartCopy } from './copy';

// elkjs and the chart load with the first step shown, not with the console's first screen.
const ChartViewer = lazy(() => import('./chart/ChartViewer'));

/** The step's actor's statechart: its recorded state lit, and the arrow from its previous step marked. */
export function StepChart({
  steps,
  index,
  machines,
}: {
  steps: readonly ReplayStep[];
  index: number;
  machines: MachineRegistry;
}) {
  const step = steps[index]!;
  const machine = step.machine ? machines[step.machine] : undefined;
  const previous = steps
    .slice(0, index)
    .findLast((other) => other.page === step.page && other.sessionId === step.sessionId);
  return (
    <section className="card" aria-labelledby="replay-chart-heading">
      <h2 id="replay-chart-heading">
        {chartCopy.stepChart}: {step.actorId}
      </h2>
      {machine ? (
        <Suspense fallback={<p role="status">{chartCopy.layingOut}</p>}>
          <ChartViewer
            machine={machine}
            value={step.recorded}
            previous={previous?.recorded}
            eventType={previous ? step.eventType : undefined}
            idPrefix="replay-chart"
          />
        </Suspense>
      ) : (
        <p>{chartCopy.noMachine}</p>
      )}
    </section>
  );
}
