import { clipRect, type GreyFrame, type Rect } from './frame';

/** Mean luma inside `region` on a 0–1 scale (0 black, 1 white). */
export function brightness(grey: GreyFrame, region: Rect): number {
  const r = clipRect(grey, region);
  if (r.width === 0 || r.height === 0) return 0;
  let sum = 0;
  for (let y = r.y; y < r.y + r.height; y++) {
    const row = y * grey.width;
    for (let x = r.x; x < r.x + r.width; x++) sum += grey.data[row + x]!;
  }
  return sum / (r.width * r.height * 255);
}
