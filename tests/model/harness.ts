/**
 * Model-based tests for a machine: paths from xstate/graph, run against a real actor; hand-pinned
 * journeys; a test that FAILS unless every state node and every transition (guarded branches and
 * `always` included) is reached; and one that draws every distinct step of the paths on the machine's
 * statechart (harness/chart.tsx): lit exactly where the actor is, the arrows it took marked.
 * `screenTest` drives the same paths through the rendered screen.
 *
 *   import { done, failed, after, unsent, modelTest, type ModelDefinition } from '@tests/model/harness';
 *   import { screenTest, direct } from '@tests/model/harness/screen';
 *
 *   // tests/model/notification/notificationChange.model.ts: shared by the model test and the screen test
 *   export const notificationChangeModel = {
 *     machine: notificationChangeMachine.provide({ actions: { navigate } }), // test implementations
 *     inputs: { 'bare link': { deliveryId: 'D1001' } },                       // or `input: { ... }`
 *     events: {                   // samples for EVERY event type: a missing one fails to compile
 *       EMAIL_CHANGED: [{ type: 'EMAIL_CHANGED', email: 'ana@example.com' }],
 *       SAVE: [{ type: 'SAVE' }],  // an event no user sends: `unsent('the widget reports it')`
 *     },
 *     fixtures: {                  // one entry per actor of setup(), typed by its output: a missing one fails to compile
 *       changeDeliveryMethod: {
 *         done: { saved: { IsSuccess: true }, refused: { IsSuccess: false } }, // named outputs
 *         error: { network: new Error('Network Error') },                      // only if it can fail
 *       },
 *       validateDelivery: { done: { valid: { DeliveryId: 'D1001', IsSuccess: true } } },
 *     },
 *     traversal: 'both',           // 'shortest' | 'simple' | 'both' (default); simple paths grow fast
 *   } satisfies ModelDefinition<typeof notificationChangeMachine>;
 *
 *   modelTest('notification change machine', {
 *     ...notificationChangeModel,
 *     invariant: (snapshot, step) => { ... },  // every state, every step; step: { name, input, index, event, previous }
 *     states: {                                 // dotted state paths (typed), checked whenever the actor is there
 *       saving: (snapshot) => expect(isValidNotificationEmail(snapshot.context.email)).toBe(true),
 *       editing: (snapshot, { previous }) => { ... },   // e.g. 'form.waitingForToken' for a child state
 *     },
 *     journeys: [                               // required; each step must be taken, the end state is exact
 *       {
 *         name: 'saves a new address',
 *         input: { deliveryId: 'D1001' },        // default: `input`, or the first of `inputs`
 *         events: [done('validateDelivery', 'valid'), { type: 'EMAIL_CHANGED', email: 'ana@example.com' },
 *                  { type: 'SAVE' }, done('changeDeliveryMethod', 'saved')], // also failed(actor, name), after(delay)
 *         expect: 'saved',                       // a state value: 'saved', { form: 'editing' }, ...
 *       },
 *     ],
 *   });
 *
 *   screenTest('notification change screen', {
 *     ...notificationChangeModel,
 *     render: (actor) => <NotificationChangePage actor={actor} />,
 *     gestures: {                 // one per event type: a new event without a gesture fails to compile
 *       EMAIL_CHANGED: async ({ email }, user, screen) => { await user.type(screen.getByRole('textbox'), email); },
 *       SAVE: (_, user, screen) => user.click(screen.getByRole('button', { name: 'Save Changes' })),
 *       // an event the screen does not send: `CARD_TOKENIZED: direct('the card widget sends it')`
 *     },
 *     views: {                    // dotted state paths (an ancestor covers its children): what the screen shows
 *       editing: (screen, snapshot) => expect(screen.getByRole('textbox')).toHaveValue(snapshot.context.email),
 *       saved: (screen) => expect(screen.getByRole('status')).toHaveTextContent('Thank You'),
 *     },                          // a state a path rests in without a view FAILS the test
 *   });
 *
 * The harness adds `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from the fixtures
 * (every invoke's `id` must equal its `src`) and `xstate.after.<delay>.<state id>` events for every
 * delayed transition, offers only events the snapshot `can` take, and, besides the chosen paths, one
 * path per transition those paths missed (simple paths never close a loop such as a retry; with
 * `gaps: 'transitions'`, per state-value move, the checks then running at every move of the model).
 * Each path runs on a real actor whose actors never settle and whose clock never fires, so only the
 * path's events move it; the actor must match the model at every step. A screen test renders a fresh
 * actor per path of a covering subset of the shortest paths (harness/cover.ts: every state and
 * transition they reach), performs user events as gestures (the screen must send the sample's fields)
 * and sends the rest to the actor; after each step the actor must be in the model's state and the
 * views of that state must pass. `planModel` + `coverageOf` + `assertFullCoverage` + `runJourney` (and
 * `planScreen` + `missingViews` + `runScreenPath`) are the same steps without vitest blocks.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';

import { reachOf } from './harness/cover';
import { planModel, valueOf } from './harness/plan';
import { assertFullCoverage, type ChartStep, checkEdges, coverageOf, runJourney, runPath } from './harness/run';
import type { Fixtures, ModelOptions, ModelPath } from './harness/types';

export { formatValue, type ModelPlan, planModel } from './harness/plan';
export {
  after,
  assertFullCoverage,
  checkEdges,
  coverageOf,
  type CoverageReport,
  done,
  failed,
  runJourney,
  runPath,
  unsent,
} from './harness/run';
export type {
  ActorFixture,
  EventSamples,
  Fixtures,
  Journey,
  ModelDefinition,
  ModelOptions,
  ModelPath,
  ModelStep,
  StatePath,
  StepInfo,
  Traversal,
} from './harness/types';

/** Registers one test per path and per pinned journey, plus the 100% coverage test. */
export function modelTest<M extends AnyStateMachine, F extends Fixtures<M>>(
  name: string,
  options: ModelOptions<M, F>,
): void {
  describe(name, () => {
    const plan = planModel(options);
    // What the path tests reach counts for the coverage test, which then runs only the paths they did not.
    const reached = {
      seen: {
        states: new Set<string>(),
        transitions: new Set<AnyTransitionDefinition>(),
        steps: new Map<string, ChartStep>(),
      },
      ran: new Set<ModelPath>(),
    };
    for (const path of plan.paths) {
      it(path.name, () => {
        expect(runPath(plan, path, reached.seen)).toEqual(valueOf(path.steps.at(-1)!.state));
        reached.ran.add(path);
      });
    }
    if (plan.edges)
      it(`holds the invariant and the state checks at every move of the model (${plan.edges.length})`, () => {
        expect(checkEdges(plan)).toBeGreaterThan(0);
      });
    it('pins at least one journey', () => expect(plan.journeys.length).toBeGreaterThan(0));
    for (const journey of plan.journeys) {
      it(`journey: ${journey.name}`, () => {
        expect(runJourney(plan, journey)).toEqual(journey.expect);
      });
    }
    // Replays the paths no path test ran (all of them under a name filter): CPU-bound, so it gets more
    // than vitest's 5 s on a shared machine (the payment machine's ~1500 paths took over 60 s in npm test
    // on two busy cores). Against hangs only.
    it('reaches every state and transition', { timeout: 180_000 }, ({ task }) => {
      const report = coverageOf(plan, reached);
      plan.paths.forEach((path) => reached.ran.add(path)); // each path's steps are recorded now
      assertFullCoverage(report);
      expect(report.uncoveredStates.length + report.uncoveredTransitions.length).toBe(0);
      task.meta.reach = { kind: 'model', name, ...reachOf(plan, reached.seen, plan.paths.length) };
    });
    // Every distinct step of every path drawn on the machine's statechart (harness/chart.tsx), which
    // loads the layout engine: imported here, so that files which only import the harness skip it.
    // Laying out and drawing take seconds on busy cores: the time limit is against hangs only.
    it('the statechart lights every step of every path', { timeout: 60_000 }, async () => {
      plan.paths.filter((path) => !reached.ran.has(path)).forEach((path) => runPath(plan, path, reached.seen));
      const { checkChart } = await import('./harness/chart');
      expect(await checkChart(plan.machine, reached.seen.steps.values())).toBeGreaterThan(0);
    });
  });
}
