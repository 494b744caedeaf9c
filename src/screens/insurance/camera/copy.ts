// The camera screens' own wording (what the spec leaves to us). The spec's strings — headings,
// indicators, 'Capture', 'Retake', 'Try Again' and the two error messages — are in
// machines/rules/cameraMessages.ts.
import type { QualityClass } from '@machines/rules/cardQuality';

export const cameraCopy = {
  starting: 'Starting the camera…',
  checking: 'Checking the picture…',
  /** Announced with the indicators when the capture button turns on. */
  ready: 'Ready: press Capture.',
  capturing: 'Taking the photo…',
  preview: 'Camera preview',
  indicatorsLabel: 'Photo checks',
  photoAlt: 'Your photo of the insurance card',
  quality: 'Quality',
  sharpness: 'Sharpness',
  centering: 'Centering',
  lighting: 'Lighting',
  usePhoto: 'Use this photo',
  uploadInstead: 'Upload a file instead',
  tipsHeading: 'Tips for a better photo',
} as const;

export const qualityClassLabels: Record<QualityClass, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/** One tip per failing check, shown on the review when the score is below 0.7. */
export const cameraTips = {
  sharpness: 'Hold your phone steady and tap the card on the screen so the camera focuses on it.',
  centering: 'Fit the card inside the outline, edge to edge.',
  dark: 'Move to a brighter spot or turn on a light.',
  bright: 'Tilt the card away from direct light to avoid glare.',
  card: 'Lay the card flat on a plain, darker surface so its edges and print stand out.',
} as const;
