// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { brightness } from '@machines/insurance/rules/cardImage/brightness';
import { centering, findCard, SIDE_TOLERANCE, withinTolerance } from '@machines/insurance/rules/cardImage/cardEdges';
import { insetRect, type RgbaFrame } from '@machines/insurance/rules/cardImage/frame';
import { downscaleFactor, toGrey } from '@machines/insurance/rules/cardImage/grey';
import { intersectionOverUnion, overlayRect, scaleRect } from '@machines/insurance/rules/cardImage/overlay';
import { sharpness } from '@machines/insurance/rules/cardImage/sharpness';
import { countTextLines } from '@machines/insurance/rules/cardImage/textLines';
import { QUALITY } from '@machines/insurance/rules/cardQuality';
import { cardScene, type CardSceneOptions } from '@tests/fixtures/cardScene';

/** The grey frame and the outline in its pixels, as the check reads them. */
function read(options: CardSceneOptions) {
  const frame = cardScene(options);
  const grey = toGrey(frame);
  const outline = scaleRect(overlayRect(frame.width, frame.height), 1 / downscaleFactor(frame.width, frame.height));
  return { grey, outline };
}

function uniform(width: number, height: number, rgb: [number, number, number]): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  data.set([...rgb, 255]);
  // Doubling copies: the first pixel, then 2, 4, 8… pixels.
  for (let filled = 4; filled < data.length; filled *= 2) data.copyWithin(filled, 0, filled);
  return { width, height, data };
}

// Small frames keep generated properties fast: 640×360 reads as the same 320×180 grey frame.
const small = { width: 640, height: 360 } as const;

describe('grey downscaled frame', () => {
  it('averages 4×4 boxes of a 1280×720 frame into 320×180 Rec. 601 luma', () => {
    const grey = toGrey(uniform(1280, 720, [200, 100, 50]));
    expect([grey.width, grey.height]).toEqual([320, 180]);
    // (77·200 + 150·100 + 29·50) / 256 = 124.4 → 124
    expect(new Set(grey.data)).toEqual(new Set([124]));
  });

  it('reads a frame whose bytes do not start on a 4-byte boundary the same way', () => {
    const frame = cardScene(small);
    const shifted = new Uint8Array(frame.data.length + 1).subarray(1);
    shifted.set(frame.data);
    expect(toGrey({ ...frame, data: shifted }).data).toEqual(toGrey(frame).data);
  });
});

describe('sharpness: standard deviation of the Laplacian', () => {
  it('reads a card in focus as sharp and a blurred one as blurry', () => {
    const sharp = read({});
    const blurred = read({ blur: 4 });
    expect(sharpness(sharp.grey, sharp.outline)).toBeGreaterThan(QUALITY.sharp);
    expect(sharpness(blurred.grey, blurred.outline)).toBeLessThan(QUALITY.sharp);
  });

  it('drops below the card-detection level when the print is badly out of focus', () => {
    const { grey, outline } = read({ blur: 8 });
    expect(sharpness(grey, outline)).toBeLessThan(QUALITY.detection.sharpness);
  });

  it('falls as the blur grows', () => {
    const values = [0, 1, 2, 4, 8].map((blur) => {
      const { grey, outline } = read({ ...small, blur: blur / 2 });
      return sharpness(grey, outline);
    });
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('is 0 on a flat frame', () => {
    expect(sharpness(toGrey(uniform(64, 36, [90, 90, 90])), { x: 0, y: 0, width: 64, height: 36 })).toBe(0);
  });
});

describe('centering: the card found by its edges against the outline', () => {
  /** Known answer: the overlap of the outline and the true card, each side's offset counted beyond the tolerance. */
  const expected = (frame: { width: number; height: number }, dx: number, dy: number, scale: number) => {
    const o = overlayRect(frame.width, frame.height);
    const card = {
      x: o.x + (o.width * (1 - scale)) / 2 + dx * o.width,
      y: o.y + (o.height * (1 - scale)) / 2 + dy * o.height,
      width: o.width * scale,
      height: o.height * scale,
    };
    return { card, o, value: intersectionOverUnion(withinTolerance(card, o), o) };
  };

  it('is above 0.9 for a card filling the outline', () => {
    const { grey, outline } = read({});
    expect(centering(grey, outline)).toBeGreaterThan(0.95);
  });

  it('matches the overlap of an off-centre card (known answer (1 − e) / (1 + e), e = dx − tolerance)', () => {
    const { grey, outline } = read({ card: { dx: 0.15 } });
    const e = 0.15 - SIDE_TOLERANCE;
    expect(centering(grey, outline)).toBeCloseTo((1 - e) / (1 + e), 1);
  });

  it('matches the overlap of a card held too far away (known answer: (1 − 2e)², e = (1 − scale) / 2 − tolerance)', () => {
    const { grey, outline } = read({ card: { scale: 0.7 } });
    expect(centering(grey, outline)).toBeCloseTo((1 - 2 * (0.15 - SIDE_TOLERANCE)) ** 2, 1);
  });

  it('counts a card a little smaller or larger than the outline, or turned 5°, as centred', () => {
    for (const card of [{ scale: 0.9 }, { scale: 1.08 }, { angle: 5 }, { angle: -5, scale: 0.92 }]) {
      const { grey, outline } = read({ card });
      expect(centering(grey, outline), JSON.stringify(card)).toBeGreaterThan(QUALITY.centered);
    }
  });

  it('reads the tilt of a turned card', () => {
    for (const angle of [-5, 3, 5]) {
      const { grey, outline } = read({ card: { angle } });
      expect(findCard(grey, outline)!.tiltDeg).toBeCloseTo(angle, 0);
    }
  });

  it('is 0 with no card, or a card mostly outside the outline', () => {
    for (const card of [null, { dx: 0.35, dy: 0.25 }]) {
      const { grey, outline } = read({ card });
      expect(findCard(grey, outline)).toBeNull();
      expect(centering(grey, outline)).toBe(0);
    }
  });

  it('follows the true overlap wherever the card is held near the outline, all of it in view', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.12, max: 0.12, noNaN: true }),
        fc.double({ min: -0.12, max: 0.12, noNaN: true }),
        fc.double({ min: 0.85, max: 1.1, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (dx, dy, scale, seed) => {
          const frame = { ...small };
          const { card, value } = expected(frame, dx, dy, scale);
          // Every side in view, a few pixels from the frame's edge (see the next test otherwise).
          const margin = 0.02 * frame.height;
          fc.pre(card.y > margin && card.x > margin);
          fc.pre(card.y + card.height < frame.height - margin && card.x + card.width < frame.width - margin);
          const { grey, outline } = read({ ...frame, card: { dx, dy, scale }, seed });
          expect(Math.abs(centering(grey, outline) - value)).toBeLessThan(0.04);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('counts a side running off the frame as reaching the end of its search band (never optimistic)', () => {
    // The card's top edge lies just above the frame.
    const { grey, outline } = read({ ...small, card: { dy: -0.12, scale: 1.1 } });
    const card = findCard(grey, outline)!;
    expect(card.sides.top).toBeNull();
    expect(Math.abs(card.rect.y - (outline.y - outline.height * 0.25))).toBeLessThanOrEqual(1);
    const truth = expected(small, 0, -0.12, 1.1).value;
    expect(centering(grey, outline)).toBeLessThan(truth);
    expect(centering(grey, outline)).toBeGreaterThan(0.6);
  });
});

describe('brightness: mean luma inside the outline', () => {
  it('is the grey level over 255 on a uniform frame', () => {
    const frame = uniform(1280, 720, [51, 51, 51]);
    expect(brightness(toGrey(frame), { x: 0, y: 0, width: 320, height: 180 })).toBeCloseTo(0.2, 2);
  });

  it('tells a dark, a good and an over-bright scene apart', () => {
    const at = (exposure: number) => {
      const { grey, outline } = read({ exposure });
      return brightness(grey, outline);
    };
    expect(at(0.25)).toBeLessThan(QUALITY.light.min);
    expect(at(1)).toBeGreaterThan(QUALITY.light.min);
    expect(at(1)).toBeLessThan(QUALITY.light.max);
    expect(at(1.4)).toBeGreaterThan(QUALITY.light.max);
  });

  it('never falls when the exposure rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (e, step) => {
          const a = read({ ...small, exposure: e, noise: 0 });
          const b = read({ ...small, exposure: e + step, noise: 0 });
          expect(brightness(b.grey, b.outline)).toBeGreaterThanOrEqual(brightness(a.grey, a.outline));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('text lines: horizontal projection profile', () => {
  const lines = (options: CardSceneOptions) => {
    const { grey, outline } = read(options);
    return countTextLines(grey, insetRect(outline, 0.1));
  };

  it('counts the lines of print on a card', () => {
    for (const n of [3, 5, 6]) expect(lines({ textLines: n, seed: n })).toBe(n);
  });

  it('finds none on a blank card or an empty scene', () => {
    expect(lines({ textLines: 0 })).toBe(0);
    expect(lines({ card: null })).toBe(0);
    expect(lines({ card: null, noise: 6 })).toBe(0);
  });

  it('finds none when the scene is too dark for print to show', () => {
    expect(lines({ exposure: 0.1 })).toBe(0);
  });

  it('finds none on a card blurred past reading', () => {
    expect(lines({ blur: 10 })).toBe(0);
  });

  it('counts the same lines whatever words are drawn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 10_000 }), (n, seed) => {
        expect(lines({ ...small, textLines: n, seed })).toBe(n);
      }),
      { numRuns: 20 },
    );
  });
});
