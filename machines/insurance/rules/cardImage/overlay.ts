import type { Rect } from './frame';

/** ID-1 card (ISO/IEC 7810, 85.60 × 53.98 mm), the size of insurance cards. */
export const CARD_ASPECT = 85.6 / 53.98;

/** The outline fills at most this share of the frame's width and of its height. */
export const OVERLAY_FILL = 0.75;

/**
 * The card outline drawn over the video, in the frame's own pixels: the largest ID-1 rectangle
 * within OVERLAY_FILL of each side, centred. The screen draws this same rectangle (an SVG in frame
 * coordinates), so "centred" means the same to the user and to the check.
 */
export function overlayRect(width: number, height: number): Rect {
  const w = Math.min(width * OVERLAY_FILL, height * OVERLAY_FILL * CARD_ASPECT);
  const h = w / CARD_ASPECT;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/** A rectangle in one frame's pixels expressed in another size's pixels (e.g. grey frame). */
export function scaleRect(rect: Rect, factor: number): Rect {
  return { x: rect.x * factor, y: rect.y * factor, width: rect.width * factor, height: rect.height * factor };
}

/** Intersection over union of two rectangles: 1 when they coincide, 0 when they do not meet. */
export function intersectionOverUnion(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}
