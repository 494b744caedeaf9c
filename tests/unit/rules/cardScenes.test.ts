// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Issue 18's camera scenes as still frames (the browser tests play the same ones through Chromium's
// fake camera): every centred card, turned or under a thumb, on every table reaches 'Capture'; an
// off-centre card, no card, a blurred or a dark one never does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findCard } from '@machines/insurance/rules/cardImage/cardEdges';
import { downscaleFactor, toGrey } from '@machines/insurance/rules/cardImage/grey';
import { overlayRect, scaleRect } from '@machines/insurance/rules/cardImage/overlay';
import { checkCardQuality, measureCard, QUALITY } from '@machines/insurance/rules/cardQuality';
import { BACKGROUNDS } from '@tests/fixtures/backgrounds';
import { TABLE_SCENES } from '@tests/fixtures/cameraScenes';
import { cardScene } from '@tests/fixtures/cardScene';

// Smaller frames keep the extra cases fast: 640×360 reads as the same 320×180 grey frame.
const small = { width: 640, height: 360 } as const;

describe('the camera scenes of issue 18, as still frames', () => {
  it.each(TABLE_SCENES.map((scene) => [scene.name, scene] as const))('%s', (_, scene) => {
    const quality = checkCardQuality(cardScene({ ...scene.options, seed: 1 }));
    expect(quality.canCapture).toBe(scene.capture);
    if (scene.capture)
      expect(quality).toMatchObject({ centered: true, sharp: true, lighting: 'good', cardDetected: true });
    if (scene.hold === 'noCard') expect(quality.centering).toBe(0);
    if (scene.hold === 'offCentre') expect(quality.centering).toBeLessThan(QUALITY.centered);
  });

  it.each(BACKGROUNDS)('never captures a blurred or a dark card on the %s table', (background) => {
    for (const options of [{ blur: 10 }, { exposure: 0.2 }]) {
      const frame = cardScene({ ...small, ...options, background });
      expect(checkCardQuality(frame).canCapture, JSON.stringify(options)).toBe(false);
    }
  });

  it.each(BACKGROUNDS)('finds every side of the card turned 5° on the %s table, and its tilt', (background) => {
    const frame = cardScene({ ...small, card: { angle: 5 }, background });
    const outline = scaleRect(overlayRect(frame.width, frame.height), 1 / downscaleFactor(frame.width, frame.height));
    const card = findCard(toGrey(frame), outline)!;
    expect(Object.values(card.sides).every((side) => side !== null)).toBe(true);
    expect(card.tiltDeg).toBeCloseTo(5, 0);
  });

  const anyTable = fc.constantFrom(...BACKGROUNDS);

  it('counts any card a person would call centred as Centered, on any table, with or without a thumb', () => {
    fc.assert(
      fc.property(
        anyTable,
        fc.record({
          // Within these, no side is more than 8% off the guide's (4% beyond the tolerance).
          dx: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
          dy: fc.double({ min: -0.04, max: 0.04, noNaN: true }),
          scale: fc.double({ min: 0.92, max: 1.08, noNaN: true }),
          angle: fc.double({ min: -5, max: 5, noNaN: true }),
        }),
        fc.boolean(),
        (background, card, thumb) => {
          const { centering } = measureCard(cardScene({ ...small, background, card, thumb }));
          expect(centering).toBeGreaterThan(QUALITY.centered);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('never counts a card 15% or more off to a side as Centered, on any table', () => {
    fc.assert(
      fc.property(
        anyTable,
        fc.double({ min: 0.15, max: 0.22, noNaN: true }),
        fc.constantFrom(-1, 1),
        fc.boolean(),
        (background, offset, side, vertical) => {
          const card = vertical ? { dy: side * offset } : { dx: side * offset };
          const { centering } = measureCard(cardScene({ ...small, background, card }));
          expect(centering).toBeLessThan(QUALITY.centered);
        },
      ),
      { numRuns: 20 },
    );
  });
});
