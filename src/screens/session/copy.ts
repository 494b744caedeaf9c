// Words of the session warning and of an ended session (issue 17; wording in docs/decisions.md).
import { msg, plural } from '@lingui/core/macro';

export const sessionCopy = {
  warningTitle: msg`Your session is about to end`,
  warningBody: msg`For your security, this page stops working when your session ends. Do you need more time?`,
  /** The visible countdown, 'm:ss'. */
  countdown: (time: string) => msg`Time left: ${time}`,
  /** What a screen reader hears, at whole minutes and at 30 seconds only. */
  announcement: (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    return seconds >= 60
      ? msg`Your session will end in less than ${plural(minutes, { one: '# minute', other: '# minutes' })}.`
      : msg`Your session will end in less than 30 seconds.`;
  },
  staySignedIn: msg`Stay signed in`,
  staying: msg`Keeping you signed in…`,
  extendFailed: msg`Sorry, we could not keep your session open. Please try again. If the time runs out, you can sign in again and continue where you left off.`,
  endedTitle: msg`Your session has ended`,
  /** On the confirm-info page and the lookup form. */
  endedBody: msg`For your security, we signed you out after 30 minutes. Please sign in again to continue where you left off. What you typed is kept, except card details.`,
  /** On the single sign-on page: the session can be started again from the same link. */
  endedSsoBody: msg`For your security, this payment session ended after 30 minutes. Start it again to continue where you left off. What you typed is kept, except card details.`,
  startAgain: msg`Start again`,
} as const;
