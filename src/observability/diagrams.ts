/**
 * A machine as a Mermaid `stateDiagram-v2`, generated from its definition (scripts/flows/diagrams.ts
 * writes them to docs/machines/): every state, initial and final marker, parallel regions, invoked
 * actors, and every transition that changes state, labelled with its event, guard and delay.
 * Transitions that stay in place (actions only) are listed in a table below the diagram instead.
 */
import type { AnyStateMachine } from 'xstate';

export interface Transition {
  eventType: string;
  guard?: unknown;
  delay?: unknown;
  target?: MachineNode[];
  actions: unknown[];
  reenter?: boolean;
}

export interface MachineNode {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, MachineNode>;
  initial?: { target: MachineNode[] };
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  invoke: { id: string; src: unknown }[];
  tags: Set<string> | string[];
}

export interface InPlaceTransition {
  state: string;
  event: string;
  guard: string;
  actions: string;
}

/** Mermaid ids: the state id with separators Mermaid accepts. */
const idOf = (node: MachineNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

/** A name for a guard as written in the machine: 'isInvalid', 'answerIs', 'in state', 'inline'. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const type = (guard as { type?: unknown }).type;
  if (typeof type === 'string') return type === 'xstate.stateIn' ? 'in state' : type;
  return 'inline guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown } | null)?.type;
  if (typeof type === 'string') return type.replace(/^xstate\./, '');
  return 'inline';
}

/** 'xstate.done.actor.processPayment' → 'done processPayment'; delays as 'after NAME'. */
export function eventLabel(t: Transition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (typeof t.delay === 'number') return `after ${t.delay}ms`;
  if (typeof t.delay === 'string') return `after ${t.delay}`;
  if (t.delay !== undefined) return 'after (computed delay)';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1] === 'done' ? 'done' : 'error'} ${actor[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'all done';
  return type;
}

/** 'PAY [isValid]': the event as eventLabel names it, then the guard's name. */
export function transitionLabel(t: Transition): string {
  const guard = guardName(t.guard);
  return `${eventLabel(t)}${guard ? ` [${guard}]` : ''}`;
}

// ';' and '#' end or escape a Mermaid line; ':' is fine after the first.
const label = (t: Transition): string => transitionLabel(t).replace(/[;#]/g, ' ');

export function transitionsOf(node: MachineNode): Transition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function allNodes(node: MachineNode): MachineNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** Edges by the id of the block they are written in. */
type EdgeBlocks = Map<string, string[]>;

/**
 * The innermost state whose block holds both ends of an edge (Mermaid draws an edge best inside the
 * box that holds both ends). Never the source or target itself, nor a parallel state (its block is
 * split into regions).
 */
function blockOf(source: MachineNode, target: MachineNode, parents: Map<string, MachineNode>): string {
  const up = (node: MachineNode) => parents.get(node.id);
  const ancestors = (node: MachineNode) => {
    const list: MachineNode[] = [];
    for (let n = up(node); n; n = up(n)) list.push(n);
    return list;
  };
  const targetLine = new Set([target, ...ancestors(target)].map((n) => n.id));
  let block = [source, ...ancestors(source)].find((n) => targetLine.has(n.id));
  while (block && (block.id === source.id || block.id === target.id || block.type === 'parallel')) block = up(block);
  return block?.id ?? '';
}

function collectEdges(root: MachineNode): EdgeBlocks {
  const parents = new Map<string, MachineNode>();
  for (const node of allNodes(root)) for (const child of Object.values(node.states)) parents.set(child.id, node);
  const blocks: EdgeBlocks = new Map();
  for (const node of allNodes(root)) {
    for (const t of transitionsOf(node)) {
      for (const target of t.target ?? []) {
        const block = node === root ? root.id : blockOf(node, target, parents);
        blocks.set(block, [...(blocks.get(block) ?? []), `${idOf(node)} --> ${idOf(target)} : ${label(t)}`]);
      }
    }
  }
  return blocks;
}

/** Lines for the children of `node` (inside its block, or the whole diagram for the root). */
function body(node: MachineNode, indent: string, edges: EdgeBlocks): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states);
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...stateBlock(region, indent, edges));
    });
    return lines;
  }
  for (const target of node.initial?.target ?? []) lines.push(`${indent}[*] --> ${idOf(target)}`);
  for (const child of children) lines.push(...stateBlock(child, indent, edges));
  return [...lines, ...(edges.get(node.id) ?? []).map((edge) => `${indent}${edge}`)];
}

function stateBlock(node: MachineNode, indent: string, edges: EdgeBlocks): string[] {
  const id = idOf(node);
  const lines = [`${indent}state "${node.key}" as ${id}`];
  for (const invoked of node.invoke) lines.push(`${indent}${id} : invokes ${invoked.id}`);
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  if (Object.keys(node.states).length > 0) {
    lines.push(`${indent}state ${id} {`, ...body(node, `${indent}  `, edges), `${indent}}`);
  }
  return lines;
}

/** The Mermaid source of one machine. */
export function machineToMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as MachineNode;
  const edges = collectEdges(root);
  // Root-level transitions (an event handled in every state) start at a box for the machine itself.
  const anyState = transitionsOf(root).some((t) => (t.target ?? []).length > 0)
    ? [`  state "${root.key} (any state)" as ${idOf(root)}`]
    : [];
  return ['stateDiagram-v2', ...anyState, ...body(root, '  ', edges)].join('\n');
}

/** Transitions without a target: the event is handled (actions, guards) without leaving the state. */
export function inPlaceTransitions(machine: AnyStateMachine): InPlaceTransition[] {
  return allNodes(machine.root as unknown as MachineNode).flatMap((node) =>
    transitionsOf(node)
      .filter((t) => !t.target || t.target.length === 0)
      .map((t) => ({
        state: node.id,
        event: eventLabel(t),
        guard: guardName(t.guard) ?? '',
        actions: t.actions.map(actionName).join(', '),
      })),
  );
}

export function countStates(machine: AnyStateMachine): number {
  return allNodes(machine.root as unknown as MachineNode).length - 1;
}
