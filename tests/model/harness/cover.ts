// What paths reach, counted, and the fewest paths that reach as much. A screen test renders and types
// every path it drives, so it drives only a covering subset of its model's paths: every state node
// and every transition that the whole set reaches, each at least once. (The model test, on a bare
// actor, still runs every path: there each distinct context is checked against the invariants.)
import { type ModelPlan, stateNodes, transitionsOf } from './plan';
import { describeTransition, runPath, type Seen } from './run';
import type { ModelPath } from './types';

/** How much of a machine some runs reached: what the suite's report prints per machine. */
export interface Reach {
  /** The machine's id. */
  machine: string;
  states: { reached: number; total: number };
  transitions: { reached: number; total: number };
  paths: number;
}

/**
 * The suite's report reads a machine's reach from the test that measured it (scripts/test-report/).
 * `planned`: a screen test's model paths, of which it drives the covering `paths`.
 */
export type ReachMeta = Reach & { kind: 'model' | 'screen'; name: string; planned?: number };
declare module 'vitest' {
  interface TaskMeta {
    reach?: ReachMeta;
  }
}

export const emptySeen = (): Seen => ({ states: new Set(), transitions: new Set() });

/** What `expected` holds that `seen` does not: state ids and transitions, described. */
export function missedBy(seen: Seen, expected: Seen): string[] {
  return [
    ...[...expected.states].filter((id) => !seen.states.has(id)).map((id) => `state #${id}`),
    ...[...expected.transitions].filter((t) => !seen.transitions.has(t)).map(describeTransition),
  ];
}

/** What `seen` holds of the plan's machine, against all it defines. */
export function reachOf(plan: ModelPlan, seen: Seen, paths: number): Reach {
  const nodes = stateNodes(plan.machine);
  const transitions = nodes.flatMap(transitionsOf);
  return {
    machine: plan.machine.id,
    states: { reached: nodes.filter((n) => seen.states.has(n.id)).length, total: nodes.length },
    transitions: { reached: transitions.filter((t) => seen.transitions.has(t)).length, total: transitions.length },
    paths,
  };
}

/**
 * The fewest paths (greedily: the one adding most first, the shorter on a tie) that together reach
 * every state node and transition the plan's paths reach. Each path is run once on a bare actor to
 * learn what it reaches. Kept in the plan's order.
 */
export function coveringPaths(plan: ModelPlan): ModelPath[] {
  const reaches = plan.paths.map((path) => {
    const seen = emptySeen();
    runPath(plan, path, seen);
    return { path, items: new Set<unknown>([...seen.states, ...seen.transitions]) };
  });
  const uncovered = new Set(reaches.flatMap(({ items }) => [...items]));
  const chosen = new Set<ModelPath>();
  while (uncovered.size > 0) {
    let best = reaches[0]!;
    let bestGain = 0;
    for (const candidate of reaches) {
      let gain = 0;
      for (const item of candidate.items) if (uncovered.has(item)) gain += 1;
      const shorter = candidate.path.steps.length < best.path.steps.length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) [best, bestGain] = [candidate, gain];
    }
    chosen.add(best.path);
    best.items.forEach((item) => uncovered.delete(item));
  }
  return plan.paths.filter((path) => chosen.has(path));
}
