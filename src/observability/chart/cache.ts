/** Each machine's chart, laid out once per page (elkjs takes up to a few hundred ms) and kept. */
import type { AnyStateMachine } from 'xstate';

import { type ChartGraph, chartGraph } from './graph';
import { type ChartLayout, layoutChart } from './layout';

export interface Chart {
  graph: ChartGraph;
  layout: ChartLayout;
}

const charts = new WeakMap<AnyStateMachine, Promise<Chart>>();

export function chartOf(machine: AnyStateMachine): Promise<Chart> {
  let chart = charts.get(machine);
  if (!chart) {
    const graph = chartGraph(machine);
    chart = layoutChart(graph).then((layout) => ({ graph, layout }));
    charts.set(machine, chart);
  }
  return chart;
}
