// When and how far a card image is scaled down in the browser before it is uploaded. Phone photos
// are several megabytes; a card's fine print stays legible well below 2048 px across.

/** Longest edge, in pixels, of an uploaded image. */
export const MAX_IMAGE_EDGE = 2048;
/** Files above this size are re-encoded even when their pixels already fit. */
export const LARGE_IMAGE_BYTES = 1_500_000;
/** Spec section 9: the capture quality, used for every re-encoded image. */
export const JPEG_QUALITY = 0.9;

export interface ImageFacts {
  bytes: number;
  width: number;
  height: number;
}

export function needsDownscale({ bytes, width, height }: ImageFacts): boolean {
  return bytes > LARGE_IMAGE_BYTES || Math.max(width, height) > MAX_IMAGE_EDGE;
}

/** The size to draw at: the same proportions, the longest edge at most `maxEdge`, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge = MAX_IMAGE_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 'card front.HEIC' → 'card front.jpg': the re-encoded file keeps its name, with the JPEG extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'insurance-card'}.jpg`;
}

/** Spec section 5: image uploads accept image types only. */
export function isImageType(type: string): boolean {
  return type.toLowerCase().startsWith('image/');
}
