// Messages the insurance flow's machines produce (spec sections 6 and 8), written once, exactly as
// the spec writes them. Screens and tests import them from here; screen-only text is in
// src/screens/insurance/copy.ts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Words } from '@machines/rules/words';

export type CardSide = 'front' | 'back';

/** One whole sentence per side, so a translation can put the side where its grammar wants it. */
const uploadFailedFor = {
  front: msg`There was an error uploading the front image. Please try again.`,
  back: msg`There was an error uploading the back image. Please try again.`,
} as const;

export const insuranceMessages = {
  prefillFailed: msg`Could not prepopulate information. You may enter it manually.`,
  saveFailed: msg`An error occurred while saving.`,
  /** The alert after an HTTP 401 on the guarantor save. */
  unauthorized: msg`Your session has expired or you are not authorized. Please log in again.`,
  manualFailed: msg`An error occurred while submitting insurance information. Please try again.`,
  uploadFailed: (side: CardSide) => uploadFailedFor[side],
  /** A file that is not an image, refused before any upload (the hint says so beforehand). */
  notImage: msg`That file is not an image. Please choose a photo or scan of your insurance card.`,
  /** Back after a reload (issue 46): a photo is never kept in the tab, so it is asked for again. */
  photoAgain: msg`The page reloaded, and your photo was not kept. Please choose or take it again.`,
} as const;

/**
 * A rejection's own message when it has one (spec section 8: "else the error's message"), shown as
 * delivered, else `fallback` (the portal's own message, translated where it is shown).
 */
export function errorMessageOr(error: unknown, fallback: Words): Words {
  if (!(error instanceof Error)) return fallback;
  return wordsOf(error) ?? (error.message.trim() !== '' ? error.message : fallback);
}

/**
 * An error the portal itself wrote (the API client's generic failure) carries its words as a
 * descriptor, so it is shown in the page's language; the server's text has none and passes as is.
 */
export function attachWords<E extends Error>(error: E, words: MessageDescriptor): E & { words: MessageDescriptor } {
  return Object.assign(error, { words });
}

function wordsOf(error: Error): MessageDescriptor | null {
  const { words } = error as { words?: Partial<MessageDescriptor> };
  return typeof words?.id === 'string' ? (words as MessageDescriptor) : null;
}
