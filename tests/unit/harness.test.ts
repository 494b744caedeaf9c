import { useSelector } from '@xstate/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createMachine, fromPromise, setup } from 'xstate';

import {
  after,
  assertFullCoverage,
  coverageOf,
  done,
  type EventSamples,
  failed,
  type Fixtures,
  type Journey,
  modelTest,
  planModel,
  runJourney,
  runPath,
  unsent,
} from '@tests/model/harness';
import {
  type Gestures,
  missingViews,
  planScreen,
  runScreenPath,
  type ScreenOptions,
  screenTest,
} from '@tests/model/harness/screen';

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
const retryingMachine = (afterRefusal: 'rejected' | 'waiting') =>
  setup({
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
          onDone: [{ guard: ({ event }) => event.output.ok, target: 'ready' }, { target: afterRefusal }],
          onError: 'waiting',
        },
      },
      waiting: { after: { RETRY_DELAY: 'loading' }, on: { CANCEL: 'cancelled' } },
      rejected: {},
      ready: {},
      cancelled: { type: 'final' },
    },
  });
const retrying = retryingMachine('rejected');

const retryingFixtures = {
  load: { done: { ok: { ok: true }, refused: { ok: false } }, error: { network: new Error('Network Error') } },
} satisfies Fixtures<typeof retrying>;
const retryingEvents = { CANCEL: [{ type: 'CANCEL' }] } as const;

const retryingJourneys = [
  {
    name: 'a refusal is final',
    events: [failed('load', 'network'), after('RETRY_DELAY'), done('load', 'refused')],
    expect: 'rejected',
  },
  { name: 'waiting can be cancelled', events: [failed('load', 'network'), { type: 'CANCEL' }], expect: 'cancelled' },
] satisfies Journey<typeof retrying, typeof retryingFixtures>[];

describe('model-test harness', () => {
  it('fails naming the unreachable state, the untaken guarded branch and the untaken event', () => {
    const events = { GO: [{ type: 'GO', size: 1 }], CANCEL: unsent('left out: the report must name it') } as const;
    const report = coverageOf(planModel({ machine: gappy, events, fixtures: {} }));
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
    const events = {
      GO: [
        { type: 'GO', size: 1 },
        { type: 'GO', size: 20 },
      ],
      CANCEL: [{ type: 'CANCEL' }],
    } as const;
    const report = coverageOf(planModel({ machine: gappy, events, fixtures: {} }));
    expect(report).toMatchObject({ uncoveredStates: ['#gappy.orphan'], uncoveredTransitions: [] });
    expect(() => assertFullCoverage(report)).toThrow(/#gappy\.orphan/);
  });

  it('reaches done, error and delayed transitions and closes loops that simple paths never take', () => {
    const plan = planModel({
      machine: retrying,
      events: retryingEvents,
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
    const plan = planModel({ machine: gate, events: { PUSH: [{ type: 'PUSH' }] }, fixtures: {} });
    open = false;
    expect(() => plan.paths.forEach((path) => runPath(plan, path))).toThrow(
      'after "PUSH" the actor is in shut, the model expected open',
    );
  });

  it('refuses an actor without a fixture (at compile time too) and an invoke whose id is not its src', () => {
    // @ts-expect-error -- `load` has no fixture, so this does not compile.
    const incomplete: Fixtures<typeof retrying> = {};
    expect(() => planModel({ machine: retrying, events: retryingEvents, fixtures: incomplete })).toThrow(
      'no fixture for actor "load"',
    );

    const misnamed = setup({ actors: { load: fromPromise(() => Promise.resolve(1)) } }).createMachine({
      id: 'misnamed',
      initial: 'a',
      states: { a: { invoke: { id: 'loader', src: 'load', onDone: 'b' } }, b: {} },
    });
    expect(() => planModel({ machine: misnamed, events: {}, fixtures: { load: { done: { one: 1 } } } })).toThrow(
      'needs id === src',
    );
  });

  it('needs a sample list for every event type, typed by its payload', () => {
    // @ts-expect-error -- CANCEL has no samples (not even `unsent(...)`), so this does not compile.
    const missing: EventSamples<typeof gappy> = { GO: [{ type: 'GO', size: 1 }] };
    expect(Object.keys(missing)).toEqual(['GO']);
    // @ts-expect-error -- a CANCEL listed under GO does not compile, and the harness refuses it.
    const misplaced: EventSamples<typeof gappy> = { GO: [{ type: 'CANCEL' }], CANCEL: [] };
    expect(() => planModel({ machine: gappy, events: misplaced, fixtures: {} })).toThrow('is listed under "GO"');
  });

  it('runs a per-state check wherever the actor is in that state, and refuses a state the machine lacks', () => {
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'a',
      states: { a: { initial: 'x', states: { x: { on: { NEXT: 'y' } }, y: { on: { LEAVE: '#nested.b' } } } }, b: {} },
    });
    const seen: Record<string, string[]> = { a: [], 'a.y': [] };
    const events = { NEXT: [{ type: 'NEXT' }], LEAVE: [{ type: 'LEAVE' }] };
    const states = {
      a: (snapshot: { value: unknown }) => void seen.a!.push(JSON.stringify(snapshot.value)),
      'a.y': (snapshot: { value: unknown }) => void seen['a.y']!.push(JSON.stringify(snapshot.value)),
    };
    const plan = planModel({ machine: nested, events, fixtures: {}, states });
    plan.paths.forEach((path) => runPath(plan, path));
    expect(new Set(seen.a)).toEqual(new Set(['{"a":"x"}', '{"a":"y"}']));
    expect(new Set(seen['a.y'])).toEqual(new Set(['{"a":"y"}']));
    expect(() =>
      // @ts-expect-error -- 'a.z' is not a state of the machine.
      planModel({ machine: nested, events, fixtures: {}, states: { 'a.z': () => {} } }),
    ).toThrow('states: "a.z" is not a state of #nested');
  });

  it('fails a pinned journey when a transition target changes, while the generated paths follow the change', () => {
    const journey = retryingJourneys[0]!;
    const plan = planModel({ machine: retrying, events: retryingEvents, fixtures: retryingFixtures });
    expect(runJourney(plan, journey)).toBe('rejected');
    // A refusal now retries instead of being final.
    const moved = planModel({
      machine: retryingMachine('waiting'),
      events: retryingEvents,
      fixtures: retryingFixtures,
    });
    expect(() => moved.paths.forEach((path) => runPath(moved, path))).not.toThrow();
    expect(() => runJourney(moved, journey)).toThrow('journey "a refusal is final": ends in waiting, pinned rejected');
  });

  it('fails a journey at a step the actor does not take, and refuses a fixture name it does not have', () => {
    const plan = planModel({ machine: retrying, events: retryingEvents, fixtures: retryingFixtures });
    const early = { name: 'cancel while loading', events: [{ type: 'CANCEL' }], expect: 'cancelled' } as const;
    expect(() => runJourney(plan, early)).toThrow('step 1 (CANCEL) is not taken in loading');
    const typo: Journey<typeof retrying, typeof retryingFixtures> = {
      name: 'a timeout',
      // @ts-expect-error -- `load` has no error fixture named 'timeout'.
      events: [failed('load', 'timeout')],
      expect: 'waiting',
    };
    expect(() => runJourney(plan, typo)).toThrow('no error fixture "timeout" for "load"');
  });
});

modelTest('modelTest on a machine with invoke, after and a retry loop', {
  machine: retrying,
  events: retryingEvents,
  fixtures: retryingFixtures,
  journeys: retryingJourneys,
});

/** A two-state screen: one button that opens and closes. */
const door = setup({ types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: { closed: { on: { OPEN: 'open' } }, open: { on: { CLOSE: 'closed' } } },
});
function Door({ actor }: { actor: ActorRefFrom<typeof door> }) {
  const open = useSelector(actor, (s) => s.matches('open'));
  const send = () => actor.send({ type: open ? 'CLOSE' : 'OPEN' });
  return createElement('button', { type: 'button', onClick: send }, open ? 'Close' : 'Open');
}
const doorScreen = {
  machine: door,
  events: { OPEN: [{ type: 'OPEN' }], CLOSE: [{ type: 'CLOSE' }] },
  fixtures: {},
  render: (actor) => createElement(Door, { actor }),
  gestures: {
    OPEN: (_, user, screen) => user.click(screen.getByRole('button', { name: 'Open' })),
    CLOSE: (_, user, screen) => user.click(screen.getByRole('button', { name: 'Close' })),
  },
  views: {
    closed: (screen) => expect(screen.getByRole('button')).toHaveTextContent('Open'),
    open: (screen) => expect(screen.getByRole('button')).toHaveTextContent('Close'),
  },
} satisfies ScreenOptions<typeof door>;

describe('screen-test harness', () => {
  const plan = planScreen(doorScreen);
  const opening = plan.paths.find((path) => path.name === 'OPEN ⇒ open')!;

  it('fails when a state the machine rests in has no view assertion', async () => {
    const views = { closed: doorScreen.views.closed };
    expect(missingViews(plan, views)).toEqual(['open']);
    await expect(runScreenPath(plan, { ...doorScreen, views }, opening)).rejects.toThrow(
      'OPEN ⇒ open: no view assertion for the resting state open',
    );
    await expect(runScreenPath(plan, doorScreen, opening)).resolves.toBeUndefined();
  });

  it('fails when a view does not hold or a gesture does not send its event; every event needs a gesture', async () => {
    const wrongView = { ...doorScreen.views, open: doorScreen.views.closed };
    await expect(runScreenPath(plan, { ...doorScreen, views: wrongView }, opening)).rejects.toThrow(/Open/);
    const idle = { ...doorScreen.gestures, OPEN: () => Promise.resolve() };
    await expect(runScreenPath(plan, { ...doorScreen, gestures: idle }, opening)).rejects.toThrow(
      'the gesture for "OPEN" sent nothing',
    );
    // @ts-expect-error -- CLOSE has no gesture, so this does not compile.
    const missing: Gestures<typeof door> = { OPEN: doorScreen.gestures.OPEN };
    expect(Object.keys(missing)).toEqual(['OPEN']);
  });
});

screenTest('screenTest on a two-state screen', doorScreen);
