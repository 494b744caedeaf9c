// Y4M videos for Chromium's fake camera, generated from code: `--use-fake-device-for-media-stream
// --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=FILE.y4m` plays the file (looped)
// as the camera. The scenes are the card-quality check's known answers (tests/fixtures/cardScene).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { RgbaFrame } from '@machines/insurance/rules/cardImage/frame';
import { cardScene, type CardSceneOptions, random } from '@tests/fixtures/cardScene';

/** The four camera scenes of the browser tests: only `good` may enable 'Capture'. */
export const cameraScenes = {
  /** A well-lit card with five lines of print, filling the outline. */
  good: {},
  /** The same card far out of focus (print unreadable, no text-line pattern). */
  blurred: { blur: 10 },
  /** The same card in a dim room. */
  dark: { exposure: 0.2 },
  /** The table with no card. */
  empty: { card: null },
} satisfies Record<string, CardSceneOptions>;

export type CameraScene = keyof typeof cameraScenes;

/**
 * RGBA → planar YUV 4:2:0 with BT.601 limited-range coefficients (what Chromium assumes for a camera
 * frame without colour information); chroma is the mean of each 2×2 block.
 */
export function toI420(frame: RgbaFrame): Uint8Array {
  const { width, height, data } = frame;
  if (width % 2 || height % 2) throw new Error('Y4M 4:2:0 needs even frame sizes');
  const cw = width / 2;
  const out = new Uint8Array(width * height * 1.5);
  const u = width * height;
  const v = u + cw * (height / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      out[y * width + x] = Math.round(16 + (65.481 * data[p]! + 128.553 * data[p + 1]! + 24.966 * data[p + 2]!) / 255);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const p = (y * width + x) * 4;
      const q = p + width * 4; // the pixel below
      const r = (data[p]! + data[p + 4]! + data[q]! + data[q + 4]!) / 4;
      const g = (data[p + 1]! + data[p + 5]! + data[q + 1]! + data[q + 5]!) / 4;
      const b = (data[p + 2]! + data[p + 6]! + data[q + 2]! + data[q + 6]!) / 4;
      const c = (y / 2) * cw + x / 2;
      out[u + c] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      out[v + c] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return out;
}

/** A Y4M file: the stream header, then each frame as `FRAME\n` and its I420 planes. */
export function y4mVideo(frames: RgbaFrame[], fps: number): Uint8Array {
  const { width, height } = frames[0]!;
  const parts: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const frame of frames) {
    if (frame.width !== width || frame.height !== height) throw new Error('every Y4M frame has the same size');
    parts.push(Buffer.from('FRAME\n'), toI420(frame));
  }
  return Buffer.concat(parts);
}

/**
 * The fake camera's frame rate for a still scene: the live check reads a frame every 500 ms, so 5 a second
 * give it a fresh one each time at a sixth of the decoding and drawing of 30 (−9 of 83 CPU-s over the two
 * camera files). The Worker check (camera-long-task.e2e.ts) counts frames and answers, so it plays a still
 * scene too.
 */
const STILL_SCENE_FPS = 5;

/**
 * A few frames of a scene, 1280×720 as the camera request asks: drawn once, each frame with fresh
 * sensor noise (σ ≈ 2 levels, as cardScene gives).
 */
export function optionsVideo(options: CardSceneOptions, frames = 3, fps = STILL_SCENE_FPS): Uint8Array {
  const base = cardScene({ ...options, noise: 0, seed: 1 });
  return y4mVideo(
    Array.from({ length: frames }, (_, i) => {
      const next = random(i + 1);
      const data = new Uint8ClampedArray(base.data);
      for (let p = 0; p < data.length; p += 4) {
        const n = (next() + next() + next() - 1.5) * 2 * (options.noise ?? 2);
        data[p] = data[p]! + n;
        data[p + 1] = data[p + 1]! + n;
        data[p + 2] = data[p + 2]! + n;
      }
      return { ...base, data };
    }),
    fps,
  );
}

export function sceneVideo(scene: CameraScene, frames = 3, fps = STILL_SCENE_FPS): Uint8Array {
  return optionsVideo(cameraScenes[scene], frames, fps);
}

/**
 * Writes a scene's video to `file` whole, by renaming a finished copy over it: Chromium reads the
 * file each time the camera starts, so it never sees half a scene.
 */
export async function writeSceneVideo(file: string, options: CardSceneOptions, frames = 2): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, optionsVideo(options, frames));
  await rename(partial, file);
}

/** Writes every scene's video into `dir`; returns each file's path. */
export async function writeCameraVideos(dir: string): Promise<Record<CameraScene, string>> {
  await mkdir(dir, { recursive: true });
  const entries = await Promise.all(
    (Object.keys(cameraScenes) as CameraScene[]).map(async (scene) => {
      const file = join(dir, `${scene}.y4m`);
      await writeFile(file, sceneVideo(scene));
      return [scene, file] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CameraScene, string>;
}
