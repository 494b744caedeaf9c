import type { GreyFrame, RgbaFrame } from './frame';

/** The grey frame's longer side: 1280×720 → 320×180 (a 4×4 box average per grey pixel). */
export const ANALYSIS_LONG_SIDE = 320;

/** Source pixels per grey pixel along each axis: a whole number, so every grey pixel is one full box. */
export function downscaleFactor(width: number, height: number): number {
  return Math.max(1, Math.floor(Math.max(width, height) / ANALYSIS_LONG_SIDE));
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Box-averaged Rec. 601 luma (77 R + 150 G + 29 B) / 256, in one pass over the frame. Reading each
 * pixel as one 32-bit word (when the buffer allows) keeps the pass at one load per pixel.
 */
export function toGrey(frame: RgbaFrame): GreyFrame {
  const f = downscaleFactor(frame.width, frame.height);
  const width = Math.floor(frame.width / f);
  const height = Math.floor(frame.height / f);
  const out = new Uint8Array(width * height);
  const sums = new Uint32Array(width);
  const { data } = frame;
  const words =
    littleEndian && data.byteOffset % 4 === 0
      ? new Uint32Array(data.buffer, data.byteOffset, frame.width * frame.height)
      : null;
  const divisor = f * f * 256;

  for (let oy = 0; oy < height; oy++) {
    sums.fill(0);
    for (let dy = 0; dy < f; dy++) {
      const row = (oy * f + dy) * frame.width;
      if (words) {
        // Luma per pixel (R, G, B are the low three bytes); each grey pixel's f words in a row.
        for (let ox = 0, i = row; ox < width; ox++) {
          let s = 0;
          for (const end = i + f; i < end; i++) {
            const v = words[i]!;
            s += 77 * (v & 255) + 150 * ((v >>> 8) & 255) + 29 * ((v >>> 16) & 255);
          }
          sums[ox]! += s;
        }
      } else {
        for (let ox = 0, i = row * 4; ox < width; ox++) {
          let s = 0;
          for (const end = i + f * 4; i < end; i += 4) s += 77 * data[i]! + 150 * data[i + 1]! + 29 * data[i + 2]!;
          sums[ox]! += s;
        }
      }
    }
    const base = oy * width;
    for (let ox = 0; ox < width; ox++) out[base + ox] = (sums[ox]! / divisor) | 0;
  }
  return { width, height, data: out };
}
