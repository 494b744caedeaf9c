// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type LiveChecks, smoothChecks, SMOOTHING } from '@machines/insurance/rules/cameraSmoothing';
import type { CardQuality } from '@machines/insurance/rules/cardQuality';
import { qualities } from '@tests/fixtures/camera';

/** The live state after each check of `checks`, in order. */
function run(checks: CardQuality[]): LiveChecks[] {
  const states: LiveChecks[] = [];
  for (const check of checks) states.push(smoothChecks(states.at(-1) ?? null, check));
  return states;
}

const anyQuality = fc.constantFrom(...Object.values(qualities));
const KEYS = ['sharp', 'centered', 'lighting', 'cardDetected'] as const;

describe('smoothing of the live checks', () => {
  it('lets a steady good card capture one check after its first good check', () => {
    expect(run([qualities.excellent, qualities.excellent]).map((s) => s.canCapture)).toEqual([false, true]);
    expect(run([qualities.offCentre, qualities.excellent, qualities.excellent]).map((s) => s.canCapture)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('allows capture exactly when the last two checks were above the bar', () => {
    fc.assert(
      fc.property(fc.array(anyQuality, { minLength: 1, maxLength: 30 }), (checks) => {
        run(checks).forEach((state, i) => {
          const lastTwo = checks.slice(Math.max(0, i - SMOOTHING.captureRun + 1), i + 1);
          expect(state.canCapture).toBe(lastTwo.length === SMOOTHING.captureRun && lastTwo.every((q) => q.canCapture));
        });
      }),
    );
  });

  it('shows every indicator value for at least two checks (a second), and follows a steady check within two', () => {
    fc.assert(
      fc.property(fc.array(anyQuality, { minLength: 1, maxLength: 30 }), (checks) => {
        const states = run(checks);
        for (const key of KEYS) {
          const shown = states.map((s) => s.shown[key]);
          // Each run of one shown value, except the last (still showing), lasts two checks or more.
          let start = 0;
          for (let i = 1; i < shown.length; i++) {
            if (shown[i] === shown[i - 1]) continue;
            expect(i - start, `${key} at check ${i}`).toBeGreaterThanOrEqual(SMOOTHING.holdChecks);
            start = i;
          }
          // Two checks in a row that agree are what is shown after the second.
          for (let i = 1; i < checks.length; i++) {
            if (checks[i]![key] === checks[i - 1]![key]) expect(shown[i]).toBe(checks[i]![key]);
          }
        }
      }),
    );
  });

  it("never shows 'Center card' while Capture is enabled (no score above 0.7 lacks centering)", () => {
    fc.assert(
      fc.property(fc.array(anyQuality, { minLength: 1, maxLength: 30 }), (checks) => {
        for (const state of run(checks)) if (state.canCapture) expect(state.shown.centered).toBe(true);
      }),
    );
  });

  it('stops counting once settled, so a steady camera leaves the state as it was', () => {
    const [, second, third] = run([qualities.excellent, qualities.excellent, qualities.excellent]);
    expect(third).toEqual(second);
  });
});
