import type { SnapshotFrom } from 'xstate';

import { announcedStep, countdownText, remainingMs } from './rules/sessionClock';
import { type sessionMachine, timesOf } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the warning dialog and the ways in draw, from one session snapshot. */
export function sessionView(snapshot: SessionSnapshot) {
  const { context } = snapshot;
  const remaining = context.issuedAt === null ? 0 : remainingMs(timesOf(context), context.now);
  return {
    /** The warning shows only on a screen that needs the token. */
    warning: snapshot.matches({ signedIn: 'ending' }) && context.watching !== null,
    extending: snapshot.matches({ signedIn: { ending: 'extending' } }),
    extendFailed: context.extendFailed,
    countdown: countdownText(remaining),
    /** Seconds the polite announcement stands for; it changes at whole minutes and at 30 s. */
    announced: announcedStep(remaining),
    /** The session ran out on a screen that needed it: the way in says so. */
    ended: snapshot.matches('ended'),
    /** The single sign-on page shows the ended notice until the guarantor starts again. */
    endedAtWayIn: snapshot.matches({ ended: 'atWayIn' }),
    entry: context.entry,
    /** Changes each time a session runs out on a watched screen (a key for the way in to start afresh). */
    endedAt: context.endedAt,
  };
}

export type SessionView = ReturnType<typeof sessionView>;
