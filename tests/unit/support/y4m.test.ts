// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import type { RgbaFrame } from '@machines/insurance/rules/cardImage/frame';
import { checkCardQuality } from '@machines/insurance/rules/cardQuality';
import { type CameraScene, sceneVideo } from '@tests/e2e/support/y4m';

/** Reads a Y4M file back: its header fields and each frame as RGBA (BT.601 limited range, as Chromium does). */
function decode(file: Uint8Array): { header: string; frames: RgbaFrame[] } {
  const text = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const headerEnd = text.indexOf(0x0a);
  const header = text.subarray(0, headerEnd).toString('latin1');
  const width = Number(/ W(\d+)/.exec(header)![1]);
  const height = Number(/ H(\d+)/.exec(header)![1]);
  const planes = width * height * 1.5;
  const frames: RgbaFrame[] = [];
  for (let at = headerEnd + 1; at < text.length; at += 6 + planes) {
    expect(text.subarray(at, at + 6).toString('latin1')).toBe('FRAME\n');
    const yuv = text.subarray(at + 6, at + 6 + planes);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = (y >> 1) * (width / 2) + (x >> 1);
        const l = 1.164 * (yuv[y * width + x]! - 16);
        const cb = yuv[width * height + c]! - 128;
        const cr = yuv[width * height * 1.25 + c]! - 128;
        data.set([l + 1.596 * cr, l - 0.392 * cb - 0.813 * cr, l + 2.017 * cb, 255], (y * width + x) * 4);
      }
    }
    frames.push({ width, height, data });
  }
  return { header, frames };
}

describe('Y4M videos for the fake camera', () => {
  it('writes a 1280×720 4:2:0 stream header and whole frames', { timeout: 30_000 }, () => {
    const { header, frames } = decode(sceneVideo('good', 2, 30));
    expect(header).toBe('YUV4MPEG2 W1280 H720 F30:1 Ip A1:1 C420jpeg');
    expect(frames).toHaveLength(2);
  });

  it.each<[CameraScene, boolean]>([
    ['good', true],
    ['blurred', false],
    ['dark', false],
    ['empty', false],
  ])('keeps the known answer of the %s scene through YUV (capture %s)', (scene, capturable) => {
    const [frame] = decode(sceneVideo(scene, 1)).frames;
    expect(checkCardQuality(frame!).canCapture).toBe(capturable);
  });
});
