import { clipRect, type GreyFrame, type Rect } from './frame';

/**
 * Variance of the 4-neighbour Laplacian (4c − left − right − up − down) inside `region`, on the
 * grey frame's 0–255 levels. Focused print has strong second derivatives at every stroke, so a
 * high variance; blur flattens them. Returns 0 for a region too small to hold a 3×3 window.
 */
export function laplacianVariance(grey: GreyFrame, region: Rect): number {
  const r = clipRect(grey, region);
  const x0 = Math.max(1, r.x);
  const y0 = Math.max(1, r.y);
  const x1 = Math.min(grey.width - 1, r.x + r.width);
  const y1 = Math.min(grey.height - 1, r.y + r.height);
  const n = (x1 - x0) * (y1 - y0);
  if (x1 <= x0 || y1 <= y0) return 0;
  const { data, width } = grey;
  let sum = 0;
  let sumSq = 0;
  for (let y = y0; y < y1; y++) {
    for (let i = y * width + x0, end = y * width + x1; i < end; i++) {
      const l = 4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - width]! - data[i + width]!;
      sum += l;
      sumSq += l * l;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * Sharpness on the scale the spec's thresholds (30 sharp, 8 for card detection) are read against:
 * the standard deviation of the Laplacian (√ of its variance), in grey levels. On a 1280×720 frame
 * a card's print reads about 90 in focus, 30 at a blur of about 2.5 px and 8 at about 5 px.
 */
export function sharpness(grey: GreyFrame, region: Rect): number {
  return Math.sqrt(laplacianVariance(grey, region));
}
