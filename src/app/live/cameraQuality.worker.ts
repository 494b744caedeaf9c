// The camera's quality check off the page's thread: each message is one ImageBitmap (transferred),
// each answer its CardQuality. One OffscreenCanvas is kept between frames.
import { checkCardQuality } from '@machines/insurance/rules/cardQuality';

import { readPixels } from './cameraPixels';

/** The worker's global scope, as far as it is used here (the project's lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImageBitmap>) => void) | null;
  postMessage(message: unknown): void;
};

const canvas = new OffscreenCanvas(1, 1);

scope.onmessage = (event) => {
  scope.postMessage(checkCardQuality(readPixels(canvas, event.data)));
};
