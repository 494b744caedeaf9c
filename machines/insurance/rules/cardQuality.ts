// The insurance-card camera's quality check (spec sections 4 and 9). Every number the spec gives is
// in CAMERA and QUALITY below and nowhere else; how each measure is computed (and its scale) is in
// ./cardImage and docs/decisions.md.
import { brightness } from './cardImage/brightness';
import { centering } from './cardImage/cardEdges';
import { insetRect, type RgbaFrame } from './cardImage/frame';
import { downscaleFactor, toGrey } from './cardImage/grey';
import { overlayRect, scaleRect } from './cardImage/overlay';
import { sharpness } from './cardImage/sharpness';
import { countTextLines } from './cardImage/textLines';

/** Spec section 9: the camera request, the live check and the capture. */
export const CAMERA = {
  checkIntervalMs: 500,
  idealWidth: 1280,
  idealHeight: 720,
  facingMode: 'environment',
  jpegQuality: 0.9,
} as const;

/** Spec section 9: thresholds, weights and classes of the overall score. */
export const QUALITY = {
  /** Sharp: sharpness above this. */
  sharp: 30,
  /** Centered: centering above this. */
  centered: 0.9,
  /** Good light: brightness strictly between these. */
  light: { min: 0.25, max: 0.9 },
  /** Card detected: at least `needed` of these three pass. */
  /** (`minTextLines` is ours: the spec names a text-line pattern; we ask for three lines of print.) */
  detection: { needed: 2, centering: 0.2, sharpness: 8, minTextLines: 3 },
  weights: { sharpness: 0.25, centering: 0.3, lighting: 0.25, detection: 0.2, detectionPartlyCentered: 0.1 },
  /** Lowest score of each class, best first; below the last is 'poor'. */
  classes: [
    ['excellent', 0.8],
    ['good', 0.7],
    ['fair', 0.5],
  ],
  /** Capture allowed: overall score above this. */
  capture: 0.7,
} as const;

export type QualityClass = 'excellent' | 'good' | 'fair' | 'poor';
export type Lighting = 'dark' | 'good' | 'bright';

/** The four raw measures (scales in docs/decisions.md). */
export interface CardMeasures {
  /** Standard deviation of the Laplacian of the grey frame inside the outline (grey levels). */
  sharpness: number;
  /** Intersection over union of the found card and the outline, 0–1 (0: no card found). */
  centering: number;
  /** Mean luma inside the outline, 0–1. */
  brightness: number;
  /** Lines of print found inside the outline. */
  textLines: number;
}

export interface CardQuality extends CardMeasures {
  sharp: boolean;
  centered: boolean;
  lighting: Lighting;
  cardDetected: boolean;
  /** Overall score 0–1, in hundredths. */
  score: number;
  grade: QualityClass;
  canCapture: boolean;
}

/** The overall score, its class and every indicator from the four measures. */
export function scoreCardQuality(m: CardMeasures): CardQuality {
  const { weights, detection } = QUALITY;
  const sharp = m.sharpness > QUALITY.sharp;
  const centered = m.centering > QUALITY.centered;
  const lighting: Lighting =
    m.brightness <= QUALITY.light.min ? 'dark' : m.brightness >= QUALITY.light.max ? 'bright' : 'good';
  const detectionChecks = [
    m.centering > detection.centering,
    m.sharpness > detection.sharpness,
    m.textLines >= detection.minTextLines,
  ];
  const cardDetected = detectionChecks.filter(Boolean).length >= detection.needed;
  const sum =
    (sharp ? weights.sharpness : 0) +
    (centered ? weights.centering : 0) +
    (lighting === 'good' ? weights.lighting : 0) +
    (cardDetected ? (centered ? weights.detection : weights.detectionPartlyCentered) : 0);
  const score = Math.round(sum * 100) / 100;
  return {
    ...m,
    sharp,
    centered,
    lighting,
    cardDetected,
    score,
    grade: qualityClass(score),
    canCapture: score > QUALITY.capture,
  };
}

/** 'excellent' at 0.8 or more, 'good' at 0.7 or more, 'fair' at 0.5 or more, otherwise 'poor'. */
export function qualityClass(score: number): QualityClass {
  return QUALITY.classes.find(([, min]) => score >= min)?.[0] ?? 'poor';
}

/** Share of the outline left out on each side when looking for print: the card's own edges. */
const TEXT_INSET = 0.1;

/** The four measures of one RGBA frame, read inside the card outline of a grey, downscaled copy. */
export function measureCard(frame: RgbaFrame): CardMeasures {
  const grey = toGrey(frame);
  const outline = scaleRect(overlayRect(frame.width, frame.height), 1 / downscaleFactor(frame.width, frame.height));
  return {
    sharpness: sharpness(grey, outline),
    centering: centering(grey, outline),
    brightness: brightness(grey, outline),
    textLines: countTextLines(grey, insetRect(outline, TEXT_INSET)),
  };
}

/** The whole check on one frame: what the live check and the review show. */
export function checkCardQuality(frame: RgbaFrame): CardQuality {
  return scoreCardQuality(measureCard(frame));
}
