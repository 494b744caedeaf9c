// The statechart tells the truth (issue 56): every distinct step a model's paths make, drawn by the
// support console's <StateChart> as the inspector and the replay draw it, must light exactly the state
// nodes xstate has active (its `_nodes`, not graph.ts's litStates) and mark every arrow xstate took, and
// no arrow of another event. Node has no DOM: the markup is rendered to a string and its attributes read.
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

import { chartOf } from '@/observability/chart/cache';
import { litStates, takenEdges } from '@/observability/chart/graph';
import { StateChart } from '@/screens/support/chart/StateChart';

import { formatValue, stateNodes, transitionsOf } from './plan';
import { type ChartStep, describeTransition } from './run';

/** At most this many differences are listed; the rest are counted. */
const SHOWN = 10;

/**
 * Each transition's arrows by id, numbered as graph.ts numbers them (`${source}→${target}#n`, n per
 * pair in definition order), from the machine itself: which arrow stands for what xstate took.
 */
function arrowsOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string[]> {
  const counts = new Map<string, number>();
  const arrows = new Map<AnyTransitionDefinition, string[]>();
  for (const node of stateNodes(machine)) {
    for (const t of transitionsOf(node)) {
      const ids = (t.target ?? []).map((target) => {
        const pair = `${node.id}→${target.id}`;
        const n = counts.get(pair) ?? 0;
        counts.set(pair, n + 1);
        return `${pair}#${n}`;
      });
      arrows.set(t, ids);
    }
  }
  return arrows;
}

const decode = (text: string) =>
  text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === '#x27' ? "'" : name === 'lt' ? '<' : '>',
  );

/** The ids of the states drawn lit (`aria-current`) and of the arrows drawn taken (`data-taken`). */
export function readChart(markup: string): { states: string[]; lit: Set<string>; taken: Set<string> } {
  const states: string[] = [];
  const lit = new Set<string>();
  const taken = new Set<string>();
  // React writes a <g>'s attributes in prop order and escapes '>' in values, so a tag ends at the first '>'.
  for (const [, kind, id, rest] of markup.matchAll(/<g data-(state|edge)="([^"]*)"([^>]*)>/g)) {
    if (kind === 'state') {
      states.push(decode(id!));
      if (rest!.includes(' aria-current="true"')) lit.add(decode(id!));
    } else if (rest!.includes(' data-taken="true"')) taken.add(decode(id!));
  }
  return { states, lit, taken };
}

const isEventless = (eventType: string) => eventType === '' || eventType.startsWith('xstate.done.state.');
const list = (ids: Iterable<string>) => [...ids].sort().join(', ') || '(none)';

/** Draws every step and compares; throws with what differs. Returns how many steps it drew. */
export async function checkChart(machine: AnyStateMachine, steps: Iterable<ChartStep>): Promise<number> {
  const { graph, layout } = await chartOf(machine);
  const arrows = arrowsOf(machine);
  const transitionOf = new Map([...arrows].flatMap(([t, ids]) => ids.map((id) => [id, t] as const)));
  const problems: string[] = [];
  // graph.ts's ids must be the machine's: else the comparisons below would compare different arrows.
  for (const edge of graph.edges) {
    const t = transitionOf.get(edge.id);
    if (!t || t.source.id !== edge.source || t.eventType !== edge.eventType)
      problems.push(`the chart's arrow ${edge.id} (${edge.eventType || 'always'}) is no transition of that id`);
  }
  if (transitionOf.size !== graph.edges.length)
    problems.push(`the chart has ${graph.edges.length} arrows, the machine ${transitionOf.size} transition targets`);

  const drawings = new Map<string, ReturnType<typeof readChart>>();
  let drawn = 0;
  for (const step of steps) {
    drawn += 1;
    const lit = litStates(graph, step.after);
    const taken =
      step.before === null ? new Set<string>() : takenEdges(graph, litStates(graph, step.before), step.eventType, lit);
    // Steps that light and mark the same draw the same: each drawing once (React's dev build takes ms).
    const key = `${[...lit].join()}|${[...taken].join()}`;
    if (!drawings.has(key))
      drawings.set(
        key,
        readChart(renderToStaticMarkup(<StateChart layout={layout} lit={lit} taken={taken} idPrefix="p" />)),
      );
    const shown = drawings.get(key)!;
    const name = `${step.before === null ? '(start)' : formatValue(step.before)} → ${step.eventType} → ${formatValue(step.after)}`;
    const active = new Set(step.active);
    if (shown.lit.size !== active.size || [...active].some((id) => !shown.lit.has(id)))
      problems.push(`${name}: lit ${list(shown.lit)}; xstate is in ${list(active)}`);
    for (const t of step.took) {
      const missed = (arrows.get(t) ?? [`${describeTransition(t)} (not in the machine's definition)`]).filter(
        (id) => !shown.taken.has(id),
      );
      if (missed.length)
        problems.push(`${name}: xstate took ${describeTransition(t)}, not drawn taken: ${list(missed)}`);
    }
    for (const id of shown.taken) {
      const eventType = transitionOf.get(id)?.eventType as string | undefined;
      if (eventType === undefined || (eventType !== step.eventType && !isEventless(eventType)))
        problems.push(`${name}: the arrow ${id} (${eventType || 'always'}) is drawn taken`);
    }
  }
  if (problems.length) {
    const more = problems.length > SHOWN ? `\n  … and ${problems.length - SHOWN} more` : '';
    throw new Error(
      `the statechart of #${machine.id} differs from xstate:\n  ${problems.slice(0, SHOWN).join('\n  ')}${more}`,
    );
  }
  return drawn;
}
