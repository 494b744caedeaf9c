// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The harness's two ways of driving fewer paths for the same proof: gaps closed by transition (with
// the checks run at every move of the model) and a screen test's covering subset of paths.
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';

import { assertFullCoverage, checkEdges, coverageOf, planModel, runPath, type StepInfo } from '@tests/model/harness';
import { coveringPaths, emptySeen, missedBy } from '@tests/model/harness/cover';

/** One state with a count: INC up to 2, RESET from any count; RESET from 2 is the move a check forbids. */
const counter = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'INC' } | { type: 'RESET' } },
}).createMachine({
  id: 'counter',
  context: { n: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        INC: { guard: ({ context }) => context.n < 2, actions: assign({ n: ({ context }) => context.n + 1 }) },
        RESET: { actions: assign({ n: 0 }) },
      },
    },
  },
});
const counterModel = {
  machine: counter,
  events: { INC: [{ type: 'INC' }], RESET: [{ type: 'RESET' }] },
  fixtures: {},
  traversal: 'shortest',
  gaps: 'transitions',
  invariant: (_snapshot: unknown, { event, previous }: StepInfo<typeof counter>) => {
    if (event.type === 'RESET') expect(previous?.context.n).not.toBe(2);
  },
} as const;

describe('model-test harness: gaps closed by transition', () => {
  it('drives fewer paths yet checks every move of the model, and fails on the one its paths never make', () => {
    const plan = planModel(counterModel);
    const byEdge = planModel({ ...counterModel, gaps: 'edges' });
    expect(plan.paths.length).toBeLessThan(byEdge.paths.length);
    // The real-actor paths reach every state and transition, yet never reset from 2 …
    assertFullCoverage(coverageOf(plan));
    expect(() => plan.paths.forEach((path) => runPath(plan, path))).not.toThrow();
    // … which the check of every move of the model does.
    expect(plan.edges).toHaveLength(5);
    expect(() => checkEdges(plan)).toThrow(/the move idle → RESET → idle/);
    expect(() => byEdge.paths.forEach((path) => runPath(byEdge, path))).toThrow();
  });
});

describe('screen-test harness: a covering subset', () => {
  it('keeps the fewest paths that reach every state and transition all of them reach', () => {
    // Every move of the counter, each on a path of its own: INC and RESET, from each count.
    const plan = planModel({ ...counterModel, invariant: undefined, gaps: 'edges' });
    const chosen = coveringPaths(plan);
    const all = emptySeen();
    const some = emptySeen();
    plan.paths.forEach((path) => runPath(plan, path, all));
    chosen.forEach((path) => runPath(plan, path, some));
    expect(missedBy(some, all)).toEqual([]);
    // One path takes both transitions (INC's guarded branch and RESET): it alone reaches all of it.
    expect(plan.paths.length).toBeGreaterThan(2);
    expect(chosen).toHaveLength(1);
  });
});
