// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type CardMeasures,
  checkCardQuality,
  QUALITY,
  qualityClass,
  scoreCardQuality,
} from '@machines/insurance/rules/cardQuality';
import { cardScene } from '@tests/fixtures/cardScene';

/** Measures that pass every check; each test spoils one or more. */
const perfect: CardMeasures = { sharpness: 90, centering: 0.97, brightness: 0.6, textLines: 5 };

describe('overall score and class (spec section 9)', () => {
  it('gives 1 (excellent) when every check passes, and allows capture', () => {
    expect(scoreCardQuality(perfect)).toMatchObject({
      sharp: true,
      centered: true,
      lighting: 'good',
      cardDetected: true,
      score: 1,
      grade: 'excellent',
      canCapture: true,
    });
  });

  it.each<[string, Partial<CardMeasures>, number]>([
    ['blurry (sharpness 0.25 lost)', { sharpness: 20 }, 0.75],
    ['too dark (lighting 0.25 lost)', { brightness: 0.2 }, 0.75],
    ['too bright', { brightness: 0.95 }, 0.75],
    ['only partly centered: card detection counts 0.1', { centering: 0.6 }, 0.6],
    ['not centered and blurry, detected by print', { centering: 0.1, sharpness: 10 }, 0.35],
    ['card not detected (1 of 3 checks)', { centering: 0.1, sharpness: 5, textLines: 0 }, 0.25],
    ['nothing passes', { centering: 0, sharpness: 5, textLines: 0, brightness: 0.05 }, 0],
  ])('weighs %s', (_, spoilt, score) => {
    expect(scoreCardQuality({ ...perfect, ...spoilt }).score).toBe(score);
  });

  it('reads every threshold as "above" (the limits themselves fail)', () => {
    expect(scoreCardQuality({ ...perfect, sharpness: QUALITY.sharp }).sharp).toBe(false);
    expect(scoreCardQuality({ ...perfect, centering: QUALITY.centered }).centered).toBe(false);
    expect(scoreCardQuality({ ...perfect, brightness: QUALITY.light.min }).lighting).toBe('dark');
    expect(scoreCardQuality({ ...perfect, brightness: QUALITY.light.max }).lighting).toBe('bright');
    const atDetectionLimits = { centering: 0.2, sharpness: 8, textLines: 2, brightness: 0.5 };
    expect(scoreCardQuality(atDetectionLimits).cardDetected).toBe(false);
    expect(scoreCardQuality({ ...atDetectionLimits, textLines: 3 }).cardDetected).toBe(false);
    expect(scoreCardQuality({ ...atDetectionLimits, textLines: 3, sharpness: 8.1 }).cardDetected).toBe(true);
  });

  it.each([
    [1, 'excellent'],
    [0.8, 'excellent'],
    [0.79, 'good'],
    [0.7, 'good'],
    [0.69, 'fair'],
    [0.5, 'fair'],
    [0.49, 'poor'],
    [0, 'poor'],
  ] as const)('classes a score of %d as %s', (score, grade) => {
    expect(qualityClass(score)).toBe(grade);
  });

  it('keeps the score within 0–1, capture exactly above 0.7, and the class matching the score', () => {
    const measures = fc.record({
      sharpness: fc.double({ min: 0, max: 200, noNaN: true }),
      centering: fc.double({ min: 0, max: 1, noNaN: true }),
      brightness: fc.double({ min: 0, max: 1, noNaN: true }),
      textLines: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(measures, (m) => {
        const q = scoreCardQuality(m);
        expect(q.score).toBeGreaterThanOrEqual(0);
        expect(q.score).toBeLessThanOrEqual(1);
        expect(q.canCapture).toBe(q.score > QUALITY.capture);
        expect(q.grade).toBe(qualityClass(q.score));
        // Capture always needs a centred card.
        if (q.canCapture) expect(q.centered).toBe(true);
      }),
    );
  });

  it('never lowers the score when one measure improves', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 8 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (sharpness, centering, textLines, more) => {
          const base = { sharpness, centering, textLines, brightness: 0.5 };
          const score = scoreCardQuality(base).score;
          expect(scoreCardQuality({ ...base, sharpness: sharpness + more }).score).toBeGreaterThanOrEqual(score);
          expect(scoreCardQuality({ ...base, textLines: textLines + 1 }).score).toBeGreaterThanOrEqual(score);
          const centred = Math.min(1, centering + more / 100);
          expect(scoreCardQuality({ ...base, centering: centred }).score).toBeGreaterThanOrEqual(score);
        },
      ),
    );
  });
});

describe('the whole check on generated camera frames', () => {
  it('allows capture of a well-lit, centred card with print', () => {
    const q = checkCardQuality(cardScene());
    expect(q).toMatchObject({ sharp: true, centered: true, lighting: 'good', cardDetected: true, canCapture: true });
    expect(q.textLines).toBe(5);
  });

  it.each([
    ['a card blurred past reading', { blur: 10 }, { sharp: false, centered: true, cardDetected: false, textLines: 0 }],
    ['a dark scene', { exposure: 0.2 }, { lighting: 'dark', centered: true }],
    ['an off-centre card', { card: { dx: 0.2, dy: 0.1 } }, { centered: false, cardDetected: true }],
    ['an empty scene', { card: null }, { centered: false, cardDetected: false, textLines: 0 }],
  ] as const)('refuses %s and says why', (_, options, expected) => {
    const q = checkCardQuality(cardScene(options));
    expect(q).toMatchObject(expected);
    expect(q.canCapture).toBe(false);
  });

  it('marks a slightly soft card Blurry yet lets it be captured, as the spec weights say (0.75)', () => {
    const q = checkCardQuality(cardScene({ blur: 4 }));
    expect(q).toMatchObject({ sharp: false, centered: true, lighting: 'good', cardDetected: true, score: 0.75 });
    expect(q.canCapture).toBe(true);
  });

  it('reads a portrait frame (a phone held upright) the same way', () => {
    expect(checkCardQuality(cardScene({ width: 720, height: 1280 })).canCapture).toBe(true);
  });
});
