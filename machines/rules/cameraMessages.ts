// The camera's user-visible strings (spec sections 2 and 8), written once. Screens and tests import
// them from here; the screens' own wording (tips, buttons the spec does not name) is in
// src/screens/insurance/camera/copy.ts.

/** Spec section 8: why the camera could not start. */
export const cameraMessages = {
  denied: 'Camera access was denied. Please allow camera access in your browser settings.',
  unavailable: 'Unable to access camera. Please check your device and browser permissions.',
} as const;

/** Spec section 2: the live indicators, each as its passing and failing text. */
export const cameraIndicators = {
  sharpness: { ok: 'Sharp', fix: 'Blurry' },
  centering: { ok: 'Centered', fix: 'Center card' },
  /** 'Less light' is ours: the spec's 'More light' would be wrong for glare (docs/decisions.md). */
  lighting: { ok: 'Good light', fix: 'More light', tooBright: 'Less light' },
  card: { ok: 'Card detected', fix: 'Show card' },
} as const;

/** Spec section 2: headings and the controls it names. */
export const cameraText = {
  liveHeading: 'Position your insurance card',
  captureBlocked: 'Position card properly',
  capture: 'Capture',
  reviewHeading: 'Review your image',
  retake: 'Retake',
  errorHeading: 'Camera Access Needed',
  tryAgain: 'Try Again',
} as const;
