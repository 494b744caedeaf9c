// The page `npm run bench:chart` drives in Chromium (scripts/bench/bench-chart.ts builds it with Vite, in
// production mode): the support console's chart viewer (src/screens/support/chart/ChartViewer.tsx),
// loaded lazily as the replay page loads it, on one machine, stepped through its states.
import '@/styles.css';
import '@/console/console.css';

import { type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { chartOf } from '@/observability/chart/cache';
import { type ChartGraph, litStates, takenEdges } from '@/observability/chart/graph';
import { layoutChart } from '@/observability/chart/layout';
import type { ChartViewerProps } from '@/screens/support/chart/ChartViewer';

import { machines } from '../flows/machines';
import { type ChartStep, chartSteps } from './bench-chart-steps';

export interface OpenResult {
  /** import() of the viewer's chunk (elkjs evaluated) and the first layout: the first chart of a page. */
  firstChartMs: number;
  /** layoutChart again, warm: each run's ms. */
  warmLayoutMs: number[];
  steps: string[];
  /** The viewer's zoom once it has fitted the chart. */
  scale: string;
}

export interface LightResult {
  /** From the render call to its end (React's work, flushSync). */
  renderMs: number;
  /** From the render call to the end of the frame that draws it (style, layout, paint). */
  frameMs: number;
  /** Boxes and arrows whose lighting changed. */
  changed: number;
  /** The page's lit boxes and marked arrows match litStates / takenEdges (the render was not skipped). */
  drawn: boolean;
}

const root = createRoot(document.getElementById('root')!);
/** The viewer in the console's frame, as the replay page shows a step's chart. */
let show: (props: Omit<ChartViewerProps, 'idPrefix'>) => ReactNode = () => null;
/** The machine open and what the page shows lit now. */
let shown: { machineId: string; steps: ChartStep[]; graph: ChartGraph; lit: Set<string>; taken: Set<string> };

/** A task after the current frame's rendering: a message posted in a rAF callback runs once that frame is painted. */
const afterFrame = (callback: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = callback;
  channel.port2.postMessage(null);
};
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => afterFrame(() => resolve())));

async function open(machineId: string, warmRuns: number): Promise<OpenResult> {
  const machine = machines[machineId];
  if (!machine) throw new Error(`bench-chart: no machine '${machineId}'`);
  const start = performance.now();
  const Viewer: ComponentType<ChartViewerProps> = (await import('@/screens/support/chart/ChartViewer')).default;
  const { graph } = await chartOf(machine);
  const firstChartMs = performance.now() - start;
  const warmLayoutMs: number[] = [];
  for (let run = 0; run < warmRuns; run += 1) {
    const t0 = performance.now();
    await layoutChart(graph);
    warmLayoutMs.push(performance.now() - t0);
  }
  const steps = chartSteps(graph);
  show = (props) => (
    <main className="console-main">
      <section className="card">
        <Viewer {...props} idPrefix="bench-chart" />
      </section>
    </main>
  );
  root.render(show({ machine, value: steps[0]!.value }));
  while (!document.querySelector('.chart-viewport svg.state-chart')) await nextFrame();
  await nextFrame();
  shown = { machineId, steps, graph, lit: litStates(graph, steps[0]!.value), taken: new Set() };
  // The zoom the viewer fitted (its toolbar's status).
  const scale = document.querySelector('.chart-toolbar [role="status"], .chart-toolbar output')?.textContent ?? '';
  return { firstChartMs, warmLayoutMs, steps: steps.map((s) => s.leaf), scale };
}

const changedBetween = (a: Set<string>, b: Set<string>) =>
  [...a].filter((id) => !b.has(id)).length + [...b].filter((id) => !a.has(id)).length;

/** Lights step `index`, starting at the top of a frame so the figure is the work, not the wait for the next one. */
function light(index: number): Promise<LightResult> {
  const { machineId, steps, graph } = shown;
  const step = steps[index]!;
  const lit = litStates(graph, step.value);
  const taken =
    step.previous === undefined || step.eventType === undefined
      ? new Set<string>()
      : takenEdges(graph, litStates(graph, step.previous), step.eventType, lit);
  const changed = changedBetween(shown.lit, lit) + changedBetween(shown.taken, taken);
  shown = { ...shown, lit, taken };
  const props = {
    machine: machines[machineId]!,
    value: step.value,
    previous: step.previous,
    eventType: step.eventType,
  };
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const start = performance.now();
      flushSync(() => root.render(show(props)));
      const renderMs = performance.now() - start;
      const drawn =
        document.querySelectorAll('svg.state-chart [aria-current="true"]').length === lit.size &&
        document.querySelectorAll('svg.state-chart [data-taken]').length === taken.size;
      afterFrame(() => resolve({ renderMs, frameMs: performance.now() - start, changed, drawn }));
    }),
  );
}

Object.assign(window, { benchChart: { open, light } });
