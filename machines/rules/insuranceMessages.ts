// Messages the insurance flow's machines produce (spec sections 6 and 8), written once, exactly as
// the spec writes them. Screens and tests import them from here; screen-only text is in
// src/screens/insurance/copy.ts.

export type CardSide = 'front' | 'back';

export const insuranceMessages = {
  prefillFailed: 'Could not prepopulate information. You may enter it manually.',
  saveFailed: 'An error occurred while saving.',
  /** The alert after an HTTP 401 on the guarantor save. */
  unauthorized: 'Your session has expired or you are not authorized. Please log in again.',
  manualFailed: 'An error occurred while submitting insurance information. Please try again.',
  uploadFailed: (side: CardSide) => `There was an error uploading the ${side} image. Please try again.`,
  /** A file that is not an image, refused before any upload (the hint says so beforehand). */
  notImage: 'That file is not an image. Please choose a photo or scan of your insurance card.',
} as const;

/** A rejection's own message when it has one (spec section 8: "else the error's message"), else `fallback`. */
export function errorMessageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
