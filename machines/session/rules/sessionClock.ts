/**
 * The session's clock, as pure arithmetic on wall-clock times (ms since epoch). Wall-clock times, not
 * timers: a tab that slept (laptop lid, phone pocket) wakes with its timers late, and its first tick
 * must already see that the time is up.
 */
export interface SessionTimes {
  issuedAt: number;
  /** The token's lifetime (spec section 9: 30 minutes), given by the API layer's rule. */
  lifetimeMs: number;
  /** How long before the end the warning opens. */
  warningMs: number;
}

/** Time left before the token is too old, never below 0. */
export function remainingMs(times: SessionTimes, now: number): number {
  return Math.max(0, times.issuedAt + times.lifetimeMs - now);
}

/** The token is too old (or the clock went backwards past its issue, which we do not trust either). */
export function isOver(times: SessionTimes, now: number): boolean {
  return now < times.issuedAt || remainingMs(times, now) === 0;
}

export function isWarningDue(times: SessionTimes, now: number): boolean {
  return remainingMs(times, now) <= times.warningMs;
}

/** 'm:ss' for the visible countdown. */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears, which changes only at whole minutes and at 30 seconds (not every
 * second): the number of seconds the announcement stands for, so the copy can word it.
 */
export function announcedStep(ms: number): number {
  const seconds = Math.ceil(ms / 1000);
  if (seconds > 60) return Math.ceil(seconds / 60) * 60;
  if (seconds > 30) return 60;
  return 30;
}
