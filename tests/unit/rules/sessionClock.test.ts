// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { announcedStep, countdownText, isOver, isWarningDue, remainingMs } from '@machines/session/rules/sessionClock';

const MINUTE = 60_000;
const times = { issuedAt: 1_000_000, lifetimeMs: 30 * MINUTE, warningMs: 2 * MINUTE };
const at = (minutes: number) => times.issuedAt + minutes * MINUTE;

describe('session clock', () => {
  it('warns from two minutes before the end, and ends at 30 minutes', () => {
    expect(isWarningDue(times, at(27.99))).toBe(false);
    expect(isWarningDue(times, at(28))).toBe(true);
    expect(isOver(times, at(29.99))).toBe(false);
    expect(isOver(times, at(30))).toBe(true);
    expect(remainingMs(times, at(45))).toBe(0);
  });

  it('treats a clock set back before the issue as ended', () => {
    expect(isOver(times, times.issuedAt - 1)).toBe(true);
  });

  it('counts down as m:ss, rounding up so 0:00 means ended', () => {
    expect(countdownText(2 * MINUTE)).toBe('2:00');
    expect(countdownText(61_001)).toBe('1:02');
    expect(countdownText(500)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
  });

  it('announces only at whole minutes and at 30 seconds, not every second', () => {
    const steps = new Set<number>();
    for (let ms = 2 * MINUTE; ms > 0; ms -= 1000) steps.add(announcedStep(ms));
    expect([...steps]).toEqual([120, 60, 30]);
    expect(announcedStep(61_000)).toBe(120);
    expect(announcedStep(31_000)).toBe(60);
  });
});
