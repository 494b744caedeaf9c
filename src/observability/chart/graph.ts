/**
 * A machine as the statechart draws it: its states (nested as in the definition) and every
 * transition that changes state, one arrow per target, labelled as the Mermaid diagrams label them
 * (../diagrams.ts). Pure: no layout, no DOM. Which boxes a state value lights and which arrows an
 * event took are answered here, once, for the inspector, the replay and the diagrams alike.
 */
import type { AnyStateMachine } from 'xstate';

import { allNodes, type MachineNode, transitionLabel, transitionsOf } from '../diagrams';

export type ChartStateType = MachineNode['type'];

export interface ChartState {
  /** The state node's id ('payment.posting'); the root's is the machine's id. */
  id: string;
  key: string;
  type: ChartStateType;
  /** Keys from the root ('posting', 'loaded.payments'): how a state value names it. */
  path: string;
  parent: string | null;
  children: string[];
  /** The child entered first (compound states). */
  initial: string | null;
  /** Ids of the actors this state invokes. */
  invokes: string[];
}

export interface ChartEdge {
  /** Unique in the chart: `${source}→${target}#n`. */
  id: string;
  source: string;
  target: string;
  /** The event as the actor receives it ('' for `always`, 'xstate.after.300.payment.posting' for a delay). */
  eventType: string;
  label: string;
}

export interface ChartGraph {
  machine: string;
  root: string;
  /** Root first, then depth-first in definition order. */
  states: ChartState[];
  edges: ChartEdge[];
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const root = machine.root as unknown as MachineNode & { path: string[] };
  const nodes = allNodes(root) as (MachineNode & { path: string[] })[];
  const states: ChartState[] = nodes.map((node) => ({
    id: node.id,
    key: node === root ? machine.id : node.key,
    type: node.type,
    path: node.path.join('.'),
    parent: null,
    children: Object.values(node.states).map((child) => child.id),
    initial: node.type === 'compound' ? (node.initial?.target[0]?.id ?? null) : null,
    invokes: node.invoke.map((invoked) => invoked.id),
  }));
  const byId = new Map(states.map((state) => [state.id, state]));
  for (const state of states) for (const child of state.children) byId.get(child)!.parent = state.id;
  const edges: ChartEdge[] = [];
  const counts = new Map<string, number>();
  for (const node of nodes) {
    for (const t of transitionsOf(node)) {
      for (const target of t.target ?? []) {
        const pair = `${node.id}→${target.id}`;
        const n = counts.get(pair) ?? 0;
        counts.set(pair, n + 1);
        edges.push({
          id: `${pair}#${n}`,
          source: node.id,
          target: target.id,
          eventType: t.eventType,
          label: transitionLabel(t),
        });
      }
    }
  }
  return { machine: machine.id, root: root.id, states, edges };
}

/** Every key path a state value names, its ancestors included: { a: 'b' } → ['a', 'a.b']. */
function pathsOf(value: unknown, prefix: string): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...pathsOf(child, `${prefix}${key}.`),
  ]);
}

/** The ids of the states a (recorded or live) state value is in, the root excluded; unknown names are left out. */
export function litStates(graph: ChartGraph, value: unknown): Set<string> {
  const byPath = new Map(graph.states.filter((s) => s.id !== graph.root).map((s) => [s.path, s.id]));
  return new Set(pathsOf(value, '').flatMap((path) => (byPath.has(path) ? [byPath.get(path)!] : [])));
}

/** An event no one sends: the machine moves on by itself within the same step. */
const isEventless = (eventType: string) => eventType === '' || eventType.startsWith('xstate.done.state.');

/**
 * The arrows the step took from the states lit `before` (on `eventType`) to those lit `after`: an
 * arrow of that event out of a lit state, then any chain of eventless arrows (`always`, a region's
 * "all done") from what it entered, that ends where all it enters is lit now; or such a chain out of
 * a state the step left (an event handled without a target can let an `always` guard pass: the
 * camera's QUALITY_CHECKED, waiting → ready). Guards are not re-run (a trace has no context), so two
 * chains that both end in lit states are both marked.
 */
export function takenEdges(graph: ChartGraph, before: Set<string>, eventType: string, after: Set<string>): Set<string> {
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const ancestors = (id: string): string[] => {
    const parent = byId.get(id)?.parent;
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  /** A state and what entering it enters: its initial child, or every region, recursively. */
  const entered = (id: string): string[] => {
    const state = byId.get(id)!;
    const next = state.type === 'parallel' ? state.children : state.initial ? [state.initial] : [];
    return [id, ...next.flatMap(entered)];
  };
  const active = (id: string) => id === graph.root || before.has(id);
  const taken = new Set<string>();
  /** Marks `edge` and the eventless chain after it when that chain reaches a state lit now. */
  const follow = (edge: ChartEdge, seen: Set<string>): boolean => {
    if (seen.has(edge.id)) return false;
    seen.add(edge.id);
    const reached = entered(edge.target);
    // Every state it enters must be lit: an arrow to a parent whose initial child is dark was not taken.
    let ends = reached.every((id) => after.has(id));
    const from = new Set([...reached, ...ancestors(edge.target)]);
    for (const next of graph.edges) {
      if (isEventless(next.eventType) && from.has(next.source) && !after.has(next.source) && follow(next, seen))
        ends = true;
    }
    if (ends) taken.add(edge.id);
    return ends;
  };
  for (const edge of graph.edges) {
    if (edge.eventType === eventType && active(edge.source)) follow(edge, new Set());
    else if (isEventless(edge.eventType) && before.has(edge.source) && !after.has(edge.source)) follow(edge, new Set());
  }
  return taken;
}
