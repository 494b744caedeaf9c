import { and, type AnyActorRef, assign, fromCallback, fromPromise, setup } from 'xstate';

import { answerOutcome } from '@machines/rules/guarantorChecks';

import { isOver, isWarningDue, type SessionTimes } from './rules/sessionClock';
import {
  type Reissue,
  type ReissueAnswer,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionPlace,
} from './types';

export type {
  Reissue,
  ReissueAnswer,
  SessionContext,
  SessionEntry,
  SessionEvent,
  SessionInput,
  SessionPlace,
  SessionPlaceKey,
  SessionRef,
} from './types';

/** Nobody signed in, nothing kept: where the machine starts and what 'forget everything' returns to. */
const SIGNED_OUT = {
  issuedAt: null,
  entry: null,
  reissue: null,
  guarantorId: null,
  watching: null,
  returnTo: null,
  returnFor: null,
  extendFailed: false,
} satisfies Partial<SessionContext>;

export const timesOf = (context: SessionContext): SessionTimes => ({
  issuedAt: context.issuedAt ?? Number.NEGATIVE_INFINITY,
  lifetimeMs: context.lifetimeMs,
  warningMs: context.warningMs,
});

function isRenewed(output: ReissueAnswer): boolean {
  return output.kind === 'sso'
    ? output.answer.IsSuccess && Boolean(output.answer.Guarantor)
    : answerOutcome(output.answer) === 'view';
}

/**
 * The guarantor session (issue 17, WCAG 2.2.1 Timing Adjustable), one per tab. A way in (delivery
 * link, statement lookup, single sign-on) reports SIGNED_IN; two minutes before the token is 30
 * minutes old, a screen that needs it (WATCH) shows the warning with a countdown and 'Stay signed in',
 * which repeats the call that signed the guarantor in. When the time runs out on such a screen, the
 * identifiers are forgotten and the guarantor lands on the way in; signing in again as the same
 * guarantor returns them to that screen, where the tab kept what they typed (src/app/keep/). Time is
 * read from TICKs (a clock actor), never from timers alone, so a tab that slept ends at once on waking.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as { clock: 'clock'; reissue: 'reissue' },
  },
  actors: {
    /** TICK with the wall-clock time, regularly and whenever the page wakes up. */
    clock: fromCallback(() => {
      throw new Error('clock not provided');
    }),
    reissue: fromPromise<ReissueAnswer, Reissue>(() => {
      throw new Error('reissue not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string; historyState?: Record<string, string | null> }) => {
      throw new Error('navigate not provided');
    },
    /** A new session: its clock starts now; anything kept from an earlier guarantor is forgotten. */
    startSession: assign(({ context, event }, params: { keepReturn: boolean }) => {
      if (event.type !== 'SIGNED_IN') return {};
      const keep = params.keepReturn;
      return {
        issuedAt: event.at,
        now: event.at,
        entry: event.entry,
        reissue: event.reissue,
        guarantorId: event.guarantorId,
        extendFailed: false,
        returnTo: keep ? context.returnTo : null,
        returnFor: keep ? context.returnFor : null,
      };
    }),
    renew: assign((_, params: { at: number }) => ({ issuedAt: params.at, now: params.at, extendFailed: false })),
    tick: assign({ now: (_, params: { now: number }) => params.now }),
    noteExtendFailed: assign({ extendFailed: true }),
    clearExtendFailed: assign({ extendFailed: false }),
    watch: assign({
      watching: (_, params: { place: SessionPlace; source: AnyActorRef }) => ({
        place: params.place,
        source: params.source,
      }),
    }),
    unwatch: assign({
      watching: ({ context }, params: { source: AnyActorRef }) =>
        context.watching?.source === params.source ? null : context.watching,
    }),
    /** The screen's place, for the way back (what was typed there, the tab keeps: src/app/keep/). */
    keepReturn: assign(({ context }) =>
      context.watching ? { returnTo: context.watching.place, returnFor: context.guarantorId } : {},
    ),
    /** The identifiers were only for 'Stay signed in'; a session that ended needs them typed again. */
    endSession: assign(({ context }) => ({
      issuedAt: null,
      reissue: null,
      extendFailed: false,
      watching: null,
      endedAt: context.now,
    })),
    /** The screen restored after an ended session was left: the way back has done its job. */
    forgetReturn: assign({ returnTo: null, returnFor: null }),
    forgetEverything: assign(SIGNED_OUT),
  },
  guards: {
    isOver: ({ context }, params: { now: number }) => isOver(timesOf(context), params.now),
    isWarningDue: ({ context }, params: { now: number }) => isWarningDue(timesOf(context), params.now),
    isWatched: ({ context }) => context.watching !== null,
    isRenewed: (_, params: { output: ReissueAnswer }) => isRenewed(params.output),
    isSameGuarantor: ({ context, event }) => event.type === 'SIGNED_IN' && context.returnFor === event.guarantorId,
    /** The page the guarantor returns to is not the way in itself (the insurance hub, the notification change). */
    returnsElsewhere: ({ context, event }) =>
      event.type === 'SIGNED_IN' && context.returnTo !== null && context.returnTo.path !== event.entry.path,
    isSsoEntry: ({ context }) => context.entry?.wayIn === 'sso',
    leavesReturnPlace: ({ context }, params: { source: AnyActorRef }) =>
      context.watching?.source === params.source && context.watching.place.key === context.returnTo?.key,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, ...SIGNED_OUT, now: 0, endedAt: null }),
  on: {
    WATCH: { actions: { type: 'watch', params: ({ event }) => event } },
    UNWATCH: { actions: { type: 'unwatch', params: ({ event }) => event } },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { SIGNED_IN: { target: 'signedIn', actions: { type: 'startSession', params: { keepReturn: false } } } },
    },
    signedIn: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        // A new validation (another delivery link, a lookup) starts a new session.
        SIGNED_IN: {
          target: 'signedIn',
          reenter: true,
          actions: { type: 'startSession', params: { keepReturn: false } },
        },
        UNWATCH: [
          {
            guard: { type: 'leavesReturnPlace', params: ({ event }) => event },
            actions: [{ type: 'unwatch', params: ({ event }) => event }, 'forgetReturn'],
          },
          { actions: { type: 'unwatch', params: ({ event }) => event } },
        ],
      },
      initial: 'fresh',
      states: {
        fresh: {
          on: {
            TICK: [
              {
                guard: { type: 'isOver', params: ({ event }) => event },
                target: '#session.timedOut',
                actions: { type: 'tick', params: ({ event }) => event },
              },
              {
                guard: { type: 'isWarningDue', params: ({ event }) => event },
                target: 'ending',
                actions: { type: 'tick', params: ({ event }) => event },
              },
            ],
          },
        },
        /** Under two minutes left: a screen that needs the token shows the warning and the countdown. */
        ending: {
          on: {
            TICK: [
              {
                guard: { type: 'isOver', params: ({ event }) => event },
                target: '#session.timedOut',
                actions: { type: 'tick', params: ({ event }) => event },
              },
              { actions: { type: 'tick', params: ({ event }) => event } },
            ],
          },
          initial: 'warning',
          states: {
            warning: {
              on: { STAY_SIGNED_IN: { target: 'extending', actions: 'clearExtendFailed' } },
            },
            /** The call that signed the guarantor in, again, with the same identifiers. */
            extending: {
              invoke: {
                id: 'reissue',
                src: 'reissue',
                input: ({ context }) => context.reissue!,
                onDone: [
                  {
                    guard: { type: 'isRenewed', params: ({ event }) => ({ output: event.output }) },
                    target: '#session.signedIn.fresh',
                    actions: { type: 'renew', params: ({ event }) => ({ at: event.output.at }) },
                  },
                  { target: 'warning', actions: 'noteExtendFailed' },
                ],
                onError: { target: 'warning', actions: 'noteExtendFailed' },
              },
            },
          },
        },
      },
    },
    /** The time ran out: on a screen that needs the token, keep what was typed and land on the way in. */
    timedOut: {
      always: [
        {
          guard: 'isWatched',
          target: 'ended',
          actions: [
            'keepReturn',
            'endSession',
            { type: 'navigate', params: ({ context }) => ({ to: context.entry!.path }) },
          ],
        },
        { target: 'signedOut', actions: 'forgetEverything' },
      ],
    },
    /** Told plainly on the way in; the same guarantor signing in again returns to where they were. */
    ended: {
      on: {
        SIGNED_IN: [
          {
            guard: and(['isSameGuarantor', 'returnsElsewhere']),
            target: 'signedIn',
            actions: [
              { type: 'startSession', params: { keepReturn: true } },
              {
                type: 'navigate',
                params: ({ context }) => ({ to: context.returnTo!.path, historyState: context.returnTo!.historyState }),
              },
            ],
          },
          {
            guard: 'isSameGuarantor',
            target: 'signedIn',
            actions: { type: 'startSession', params: { keepReturn: true } },
          },
          { target: 'signedIn', actions: { type: 'startSession', params: { keepReturn: false } } },
        ],
      },
      initial: 'atWayIn',
      states: {
        /** The single sign-on page says the session ended and waits for the guarantor to start again. */
        atWayIn: { on: { SIGN_IN_AGAIN: { guard: 'isSsoEntry', target: 'signingIn' } } },
        signingIn: {},
      },
    },
  },
});
