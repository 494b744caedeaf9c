// The camera's user-visible strings (spec sections 2 and 8), written once. Screens and tests import
// them from here; the screens' own wording (tips, buttons the spec does not name) is in
// src/screens/insurance/camera/copy.ts.
import { msg } from '@lingui/core/macro';

/** Spec section 8: why the camera could not start. */
export const cameraMessages = {
  denied: msg`Camera access was denied. Please allow camera access in your browser settings.`,
  unavailable: msg`Unable to access camera. Please check your device and browser permissions.`,
} as const;

/** Spec section 2: the live indicators, each as its passing and failing text. */
export const cameraIndicators = {
  sharpness: { ok: msg`Sharp`, fix: msg`Blurry` },
  centering: { ok: msg`Centered`, fix: msg`Center card` },
  /** 'Less light' is ours: the spec's 'More light' would be wrong for glare (docs/decisions.md). */
  lighting: { ok: msg`Good light`, fix: msg`More light`, tooBright: msg`Less light` },
  card: { ok: msg`Card detected`, fix: msg`Show card` },
} as const;

/** Spec section 2: headings and the controls it names. */
export const cameraText = {
  liveHeading: msg`Position your insurance card`,
  captureBlocked: msg`Position card properly`,
  capture: msg`Capture`,
  reviewHeading: msg`Review your image`,
  retake: msg`Retake`,
  errorHeading: msg`Camera Access Needed`,
  tryAgain: msg`Try Again`,
} as const;
