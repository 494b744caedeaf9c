// The camera screens' own wording (what the spec leaves to us). The spec's strings — headings,
// indicators, 'Capture', 'Retake', 'Try Again' and the two error messages — are in
// machines/insurance/rules/cameraMessages.ts.
import { msg } from '@lingui/core/macro';

import type { QualityClass } from '@machines/insurance/rules/cardQuality';

export const cameraCopy = {
  starting: msg`Starting the camera…`,
  checking: msg`Checking the picture…`,
  /** Announced with the indicators when the capture button turns on. */
  ready: msg`Ready: press Capture.`,
  capturing: msg`Taking the photo…`,
  preview: msg`Camera preview`,
  indicatorsLabel: msg`Photo checks`,
  photoAlt: msg`Your photo of the insurance card`,
  quality: msg`Quality`,
  sharpness: msg`Sharpness`,
  centering: msg`Centering`,
  lighting: msg`Lighting`,
  usePhoto: msg`Use this photo`,
  uploadInstead: msg`Upload a file instead`,
  tipsHeading: msg`Tips for a better photo`,
} as const;

export const qualityClassLabels = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  fair: msg`Fair`,
  poor: msg`Poor`,
} as const satisfies Record<QualityClass, unknown>;

/** One tip per failing check, shown on the review when the score is below 0.7. */
export const cameraTips = {
  sharpness: msg`Hold your phone steady and tap the card on the screen so the camera focuses on it.`,
  centering: msg`Fit the card inside the outline, edge to edge.`,
  dark: msg`Move to a brighter spot or turn on a light.`,
  bright: msg`Tilt the card away from direct light to avoid glare.`,
  card: msg`Lay the card flat on a plain, darker surface so its edges and print stand out.`,
} as const;
