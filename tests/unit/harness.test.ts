import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';

import { assertFullCoverage, coverageOf, type Fixtures, modelTest, planModel, runPath } from '@tests/model/harness';

/** GO branches on a guard; CANCEL and `orphan` are there to be missed. */
const gappy = setup({
  types: { events: {} as { type: 'GO'; size: number } | { type: 'CANCEL' } },
  guards: { isBig: ({ event }) => event.type === 'GO' && event.size > 10 },
}).createMachine({
  id: 'gappy',
  initial: 'idle',
  states: {
    idle: { on: { GO: [{ guard: 'isBig', target: 'big' }, { target: 'small' }], CANCEL: 'cancelled' } },
    big: {},
    small: {},
    cancelled: {},
    orphan: {},
  },
});

/** An invoke with a guarded onDone and an onError, a delayed retry loop and a user event. */
const retrying = setup({
  types: { events: {} as { type: 'CANCEL' } },
  actors: { load: fromPromise<{ ok: boolean }>(() => Promise.reject(new Error('load not provided'))) },
  delays: { RETRY_DELAY: 1000 },
}).createMachine({
  id: 'retrying',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'ready' }, { target: 'rejected' }],
        onError: 'waiting',
      },
    },
    waiting: { after: { RETRY_DELAY: 'loading' }, on: { CANCEL: 'cancelled' } },
    rejected: {},
    ready: {},
    cancelled: { type: 'final' },
  },
});

const retryingFixtures: Fixtures<typeof retrying> = {
  load: { done: { ok: { ok: true }, refused: { ok: false } }, error: { network: new Error('Network Error') } },
};

describe('model-test harness', () => {
  it('fails naming the unreachable state, the untaken guarded branch and the untaken event', () => {
    const report = coverageOf(planModel({ machine: gappy, events: [{ type: 'GO', size: 1 }], fixtures: {} }));
    expect(report.uncoveredStates).toEqual(['#gappy.big', '#gappy.cancelled', '#gappy.orphan']);
    expect(report.uncoveredTransitions).toEqual([
      '#gappy.idle GO [isBig] → #gappy.big',
      '#gappy.idle CANCEL → #gappy.cancelled',
    ]);
    expect(() => assertFullCoverage(report)).toThrow(
      /state never reached: #gappy\.orphan[\s\S]*transition never taken: #gappy\.idle GO \[isBig\]/,
    );
  });

  it('still fails on a state no event can reach when every transition is taken', () => {
    const events = [{ type: 'GO', size: 1 }, { type: 'GO', size: 20 }, { type: 'CANCEL' }] as const;
    const report = coverageOf(planModel({ machine: gappy, events, fixtures: {} }));
    expect(report).toMatchObject({ uncoveredStates: ['#gappy.orphan'], uncoveredTransitions: [] });
    expect(() => assertFullCoverage(report)).toThrow(/#gappy\.orphan/);
  });

  it('reaches done, error and delayed transitions and closes loops that simple paths never take', () => {
    const plan = planModel({
      machine: retrying,
      events: [{ type: 'CANCEL' }],
      fixtures: retryingFixtures,
      traversal: 'simple',
    });
    const names = plan.paths.map((p) => p.name);
    expect(names).toContain('load error (network) → after RETRY_DELAY in #retrying.waiting ⇒ loading');
    expect(names).toContain('load done (refused) ⇒ rejected');
    const report = coverageOf(plan);
    expect(report).toEqual({ paths: plan.paths.length, uncoveredStates: [], uncoveredTransitions: [] });
    expect(() => assertFullCoverage(report)).not.toThrow();
  });

  it('fails a path when the actor does not follow the model', () => {
    let open = true;
    const gate = createMachine({
      id: 'gate',
      initial: 'shut',
      states: { shut: { on: { PUSH: { guard: () => open, target: 'open' } } }, open: {} },
    });
    const plan = planModel({ machine: gate, events: [{ type: 'PUSH' }], fixtures: {} });
    open = false;
    expect(() => plan.paths.forEach((path) => runPath(plan, path))).toThrow(
      'after "PUSH" the actor is in shut, the model expected open',
    );
  });

  it('refuses an actor without a fixture (at compile time too) and an invoke whose id is not its src', () => {
    // @ts-expect-error -- `load` has no fixture, so this does not compile.
    const incomplete: Fixtures<typeof retrying> = {};
    expect(() => planModel({ machine: retrying, fixtures: incomplete })).toThrow('no fixture for actor "load"');

    const misnamed = setup({ actors: { load: fromPromise(() => Promise.resolve(1)) } }).createMachine({
      id: 'misnamed',
      initial: 'a',
      states: { a: { invoke: { id: 'loader', src: 'load', onDone: 'b' } }, b: {} },
    });
    expect(() => planModel({ machine: misnamed, fixtures: { load: { done: { one: 1 } } } })).toThrow(
      'needs id === src',
    );
  });
});

modelTest('modelTest on a machine with invoke, after and a retry loop', {
  machine: retrying,
  events: [{ type: 'CANCEL' }],
  fixtures: retryingFixtures,
});
