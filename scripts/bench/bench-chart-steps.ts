// The steps `npm run bench:chart` lights (scripts/bench/bench-chart.ts): one per state a state value can
// end in (every leaf of the chart), its parallel regions' other leaves at their initial states, in the
// chart's order, each from the step before it. Pure: the page (bench-chart-page.tsx) and Node share it.
import type { StateValue } from 'xstate';

import type { ChartGraph, ChartState } from '@/observability/chart/graph';

export interface ChartStep {
  /** The leaf this step lights ('payment.posting'). */
  leaf: string;
  value: StateValue;
  /** The step before's value and an event with an arrow from it into this one ('' when none): its arrows are marked. */
  previous: StateValue | undefined;
  eventType: string | undefined;
}

/** The states a leaf's value is in: the leaf, its ancestors, the other regions of its parallel ancestors entered as on entry. */
function activeWith(graph: ChartGraph, leaf: ChartState, byId: Map<string, ChartState>): Set<string> {
  const active = new Set<string>();
  for (let state: ChartState | undefined = leaf; state; state = state.parent ? byId.get(state.parent) : undefined)
    active.add(state.id);
  const enter = (state: ChartState) => {
    active.add(state.id);
    const kids = state.children.filter((id) => byId.get(id)!.type !== 'history');
    if (state.type === 'parallel') for (const id of kids) enter(byId.get(id)!);
    else if (kids.length > 0 && !kids.some((id) => active.has(id))) enter(byId.get(state.initial ?? kids[0]!)!);
    else for (const id of kids.filter((k) => active.has(k))) enter(byId.get(id)!);
  };
  enter(byId.get(graph.root)!);
  return active;
}

/** XState's value of an active set: a compound state's active child by key (a string at a leaf), every region of a parallel one. */
function valueOf(state: ChartState, active: Set<string>, byId: Map<string, ChartState>): StateValue {
  const kids = state.children.map((id) => byId.get(id)!).filter((kid) => active.has(kid.id));
  if (state.type === 'parallel') return Object.fromEntries(kids.map((kid) => [kid.key, valueOf(kid, active, byId)]));
  const kid = kids[0];
  if (!kid) return {};
  return kid.children.length === 0 ? kid.key : { [kid.key]: valueOf(kid, active, byId) };
}

export function chartSteps(graph: ChartGraph): ChartStep[] {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const leaves = graph.states.filter((s) => s.id !== graph.root && s.children.length === 0 && s.type !== 'history');
  const steps: ChartStep[] = [];
  let before: Set<string> | undefined;
  for (const leaf of leaves) {
    const active = activeWith(graph, leaf, byId);
    // An arrow that could have brought the chart here, so the step marks arrows as a replay's does.
    const edge = before && graph.edges.find((e) => before!.has(e.source) && active.has(e.target));
    steps.push({
      leaf: leaf.id,
      value: valueOf(byId.get(graph.root)!, active, byId),
      previous: steps.at(-1)?.value,
      eventType: before ? (edge?.eventType ?? '') : undefined,
    });
    before = active;
  }
  return steps;
}
