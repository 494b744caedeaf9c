import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * Support's replay (the support console, dist-support/, and `/support/replay` on the dev server and
 * the demo build): load a trace by support code or from a file, replay it (the `loadReplay` actor does
 * both, with the app's machines), then step through the timeline. Finding by code needs a trace store
 * to ask (`findByCode`); a file can always be opened, also after a failed lookup. The machine only
 * needs to know how many steps there are and where the first divergence is; the page reads the rest.
 */
export type ReplaySource = { source: 'code'; code: string } | { source: 'file'; file: Blob };

export interface LoadedReplay {
  /** The timeline's steps, oldest first. */
  steps: readonly unknown[];
  /** Index of the first step whose state differs, or null. */
  firstDivergence: number | null;
}

export interface SupportReplayInput {
  /** A trace store answers lookups by support code (the console's lookup setting is there). */
  findByCode: boolean;
}

export interface SupportReplayContext extends SupportReplayInput {
  replay: LoadedReplay | null;
  /** The step shown (an index into `replay.steps`). */
  step: number;
  /** Why the last load failed (the loader's message: unknown code, not a trace…). */
  error: string | null;
}

export type SupportReplayEvent =
  | { type: 'LOAD_CODE'; code: string }
  | { type: 'LOAD_FILE'; file: Blob }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'STEP_TO'; index: number };

const lastStep = (context: SupportReplayContext) => (context.replay?.steps.length ?? 0) - 1;

export const supportReplayMachine = setup({
  types: {
    context: {} as SupportReplayContext,
    events: {} as SupportReplayEvent,
    input: {} as SupportReplayInput,
  },
  actors: {
    loadReplay: fromPromise<LoadedReplay, ReplaySource>(() => {
      throw new Error('loadReplay not provided');
    }),
  },
  guards: {
    canFindByCode: ({ context }) => context.findByCode,
    hasNext: ({ context }) => context.step < lastStep(context),
    hasPrevious: ({ context }) => context.step > 0,
    isStep: ({ context, event }) => event.type === 'STEP_TO' && event.index >= 0 && event.index <= lastStep(context),
    hasSteps: (_, params: { replay: LoadedReplay }) => params.replay.steps.length > 0,
  },
  actions: {
    keepReplay: assign((_, params: { replay: LoadedReplay }) => ({
      replay: params.replay,
      // Open at the first divergence: that is what support looks for.
      step: params.replay.firstDivergence ?? 0,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({
      replay: null,
      error: params.error instanceof Error ? params.error.message : 'The trace could not be read.',
    })),
    showEmpty: assign({ replay: null, error: 'This trace has no steps.' }),
  },
}).createMachine({
  id: 'supportReplay',
  context: ({ input }) => ({ findByCode: input.findByCode, replay: null, step: 0, error: null }),
  initial: 'idle',
  on: {
    LOAD_CODE: { guard: 'canFindByCode', target: '.loading' },
    LOAD_FILE: { target: '.loading' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadReplay',
        src: 'loadReplay',
        input: ({ event }): ReplaySource => {
          assertEvent(event, ['LOAD_CODE', 'LOAD_FILE']);
          return event.type === 'LOAD_CODE'
            ? { source: 'code', code: event.code }
            : { source: 'file', file: event.file };
        },
        onDone: [
          {
            guard: { type: 'hasSteps', params: ({ event }) => ({ replay: event.output }) },
            target: 'viewing',
            actions: { type: 'keepReplay', params: ({ event }) => ({ replay: event.output }) },
          },
          { target: 'failed', actions: 'showEmpty' },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    viewing: {
      on: {
        NEXT: { guard: 'hasNext', actions: assign({ step: ({ context }) => context.step + 1 }) },
        PREVIOUS: { guard: 'hasPrevious', actions: assign({ step: ({ context }) => context.step - 1 }) },
        STEP_TO: {
          guard: 'isStep',
          actions: assign({ step: ({ context, event }) => (event.type === 'STEP_TO' ? event.index : context.step) }),
        },
      },
    },
    failed: {},
  },
});
