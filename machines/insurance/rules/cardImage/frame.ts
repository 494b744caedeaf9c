// Pixel types of the card-quality check. Plain data, so the same code runs in a Worker, in Node
// (the benchmark) and in tests.

/** An RGBA frame as the canvas gives it (ImageData-like): 4 bytes per pixel, rows top to bottom. */
export interface RgbaFrame {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The downscaled grey frame every measure reads: one luma byte (0–255) per pixel. */
export interface GreyFrame {
  width: number;
  height: number;
  data: Uint8Array;
}

/** An axis-aligned rectangle in pixels (x, y: top-left corner). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The rectangle clipped to the frame, in whole pixels. */
export function clipRect(frame: { width: number; height: number }, rect: Rect): Rect {
  const x0 = Math.max(0, Math.round(rect.x));
  const y0 = Math.max(0, Math.round(rect.y));
  const x1 = Math.min(frame.width, Math.round(rect.x + rect.width));
  const y1 = Math.min(frame.height, Math.round(rect.y + rect.height));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** The rectangle shrunk by `fraction` of its size on every side. */
export function insetRect(rect: Rect, fraction: number): Rect {
  const dx = rect.width * fraction;
  const dy = rect.height * fraction;
  return { x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy };
}
