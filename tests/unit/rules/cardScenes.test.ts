// Issue 18's camera scenes as still frames (the browser tests play the same ones through Chromium's
// fake camera): every centred card, turned or under a thumb, on every table reaches 'Capture'; an
// off-centre card, no card, a blurred or a dark one never does.
import { describe, expect, it } from 'vitest';

import { findCard } from '@machines/rules/cardImage/cardEdges';
import { downscaleFactor, toGrey } from '@machines/rules/cardImage/grey';
import { overlayRect, scaleRect } from '@machines/rules/cardImage/overlay';
import { checkCardQuality, QUALITY } from '@machines/rules/cardQuality';
import { BACKGROUNDS } from '@tests/fixtures/backgrounds';
import { TABLE_SCENES } from '@tests/fixtures/cameraScenes';
import { cardScene } from '@tests/fixtures/cardScene';

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
      expect(checkCardQuality(cardScene({ ...options, background })).canCapture, JSON.stringify(options)).toBe(false);
    }
  });

  it.each(BACKGROUNDS)('finds every side of the card turned 5° on the %s table, and its tilt', (background) => {
    const frame = cardScene({ card: { angle: 5 }, background });
    const outline = scaleRect(overlayRect(frame.width, frame.height), 1 / downscaleFactor(frame.width, frame.height));
    const card = findCard(toGrey(frame), outline)!;
    expect(Object.values(card.sides).every((side) => side !== null)).toBe(true);
    expect(card.tiltDeg).toBeCloseTo(5, 0);
  });
});
