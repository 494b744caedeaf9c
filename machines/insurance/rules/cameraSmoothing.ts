// Smoothing of the camera's live checks (issue 18): the indicators do not flicker, and one lucky
// frame never enables 'Capture'. Pure: the camera machine keeps the result in its context.
import type { CardQuality } from './cardQuality';

/** The four indicators the live screen shows. */
export type ShownChecks = Pick<CardQuality, 'sharp' | 'centered' | 'lighting' | 'cardDetected'>;

export const SMOOTHING = {
  /** An indicator, once shown, stays for at least this many checks (2 × 500 ms: a second). */
  holdChecks: 2,
  /**
   * Capture needs this many checks in a row above the bar: a steady good card waits one check
   * (500 ms) longer than the first good one, and a single lucky frame never enables it.
   */
  captureRun: 2,
} as const;

export interface LiveChecks {
  /** The latest check, as measured. */
  latest: CardQuality;
  /** What the indicators show. */
  shown: ShownChecks;
  /** Checks each shown value has stood (counting up to SMOOTHING.holdChecks, then staying there). */
  held: Record<keyof ShownChecks, number>;
  /** Checks in a row above the capture bar (counting up to SMOOTHING.captureRun). */
  passing: number;
  /** 'Capture' is enabled: the last SMOOTHING.captureRun checks were all above the bar. */
  canCapture: boolean;
}

const KEYS = ['sharp', 'centered', 'lighting', 'cardDetected'] as const;

/**
 * The live state after one more check. An indicator whose check now says otherwise changes only
 * once its current value has stood SMOOTHING.holdChecks checks. The counters stop at their limits,
 * so a steady camera leaves the state as it was (the trace records repeats once).
 */
export function smoothChecks(previous: LiveChecks | null, latest: CardQuality): LiveChecks {
  const shown = {} as Record<keyof ShownChecks, unknown>;
  const held = {} as Record<keyof ShownChecks, number>;
  for (const key of KEYS) {
    const before = previous?.shown[key];
    const stood = previous?.held[key] ?? 0;
    if (previous === null || before === latest[key]) {
      shown[key] = latest[key];
      held[key] = Math.min(SMOOTHING.holdChecks, stood + 1);
    } else if (stood >= SMOOTHING.holdChecks) {
      shown[key] = latest[key];
      held[key] = 1;
    } else {
      shown[key] = before;
      held[key] = stood + 1;
    }
  }
  const passing = latest.canCapture ? Math.min(SMOOTHING.captureRun, (previous?.passing ?? 0) + 1) : 0;
  return {
    latest,
    shown: shown as ShownChecks,
    held,
    passing,
    canCapture: passing >= SMOOTHING.captureRun,
  };
}
