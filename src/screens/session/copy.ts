// Text of the session warning and of an ended session (issue 17; wording in docs/decisions.md).
export const sessionCopy = {
  warningTitle: 'Your session is about to end',
  warningBody: 'For your security, this page stops working when your session ends. Do you need more time?',
  /** The visible countdown, 'm:ss'. */
  countdown: (time: string) => `Time left: ${time}`,
  /** What a screen reader hears, at whole minutes and at 30 seconds only. */
  announcement: (seconds: number) =>
    seconds >= 120
      ? `Your session will end in less than ${seconds / 60} minutes.`
      : seconds === 60
        ? 'Your session will end in less than 1 minute.'
        : 'Your session will end in less than 30 seconds.',
  staySignedIn: 'Stay signed in',
  staying: 'Keeping you signed in…',
  extendFailed:
    'Sorry, we could not keep your session open. Please try again. If the time runs out, you can sign in again and continue where you left off.',
  endedTitle: 'Your session has ended',
  /** On the confirm-info page and the lookup form. */
  endedBody:
    'For your security, we signed you out after 30 minutes. Please sign in again to continue where you left off. What you typed is kept, except card details.',
  /** On the single sign-on page: the session can be started again from the same link. */
  endedSsoBody:
    'For your security, this payment session ended after 30 minutes. Start it again to continue where you left off. What you typed is kept, except card details.',
  startAgain: 'Start again',
} as const;
