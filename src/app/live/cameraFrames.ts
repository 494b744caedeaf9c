import { type CardQuality, checkCardQuality } from '@machines/insurance/rules/cardQuality';

import { readPixels } from './cameraPixels';

/** Frames of a camera stream as ImageBitmaps (full size), without touching the page's own video. */
export interface FrameGrabber {
  /** The current frame, waiting (up to `timeoutMs`) for the first one. */
  grab(timeoutMs?: number): Promise<ImageBitmap>;
  dispose(): void;
}

/** ImageCapture where the browser has it (Chromium); elsewhere a detached, muted <video>. */
export function frameGrabber(stream: MediaStream): FrameGrabber {
  const track = stream.getVideoTracks()[0];
  if (track && typeof ImageCapture === 'function') {
    const capture = new ImageCapture(track);
    return { grab: () => capture.grabFrame(), dispose: () => {} };
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void video.play().catch(() => {}); // muted playback is always allowed; a failure shows as no frames
  const firstFrame = (timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return resolve();
      const timer = setTimeout(() => reject(new Error('no camera frame')), timeoutMs);
      video.addEventListener('loadeddata', () => (clearTimeout(timer), resolve()), { once: true });
    });
  return {
    grab: async (timeoutMs = 3000) => {
      await firstFrame(timeoutMs);
      return createImageBitmap(video);
    },
    dispose: () => {
      video.pause();
      video.srcObject = null;
    },
  };
}

/** Runs the card-quality check on a frame; the bitmap is handed over (and closed). */
export interface QualityChecker {
  check(bitmap: ImageBitmap): Promise<CardQuality>;
  dispose(): void;
}

/**
 * The check in a Worker drawing on an OffscreenCanvas, so the page never waits for it; a browser
 * without OffscreenCanvas (Safari before 16.4) checks on the page (a few ms every 500 ms).
 */
export function qualityChecker(): QualityChecker {
  if (typeof Worker === 'function' && typeof OffscreenCanvas === 'function') {
    const worker = new Worker(new URL('./cameraQuality.worker.ts', import.meta.url), { type: 'module' });
    let pending: { resolve: (q: CardQuality) => void; reject: (e: Error) => void } | null = null;
    worker.onmessage = (event: MessageEvent<CardQuality>) => {
      pending?.resolve(event.data);
      pending = null;
    };
    worker.onerror = (event) => {
      event.preventDefault();
      pending?.reject(new Error(`quality worker: ${event.message}`));
      pending = null;
    };
    return {
      check: (bitmap) =>
        new Promise<CardQuality>((resolve, reject) => {
          pending?.reject(new Error('superseded'));
          pending = { resolve, reject };
          worker.postMessage(bitmap, [bitmap]);
        }),
      dispose: () => {
        pending?.reject(new Error('stopped'));
        pending = null;
        worker.terminate();
      },
    };
  }
  const canvas = document.createElement('canvas');
  return {
    check: (bitmap) => Promise.resolve(checkCardQuality(readPixels(canvas, bitmap))),
    dispose: () => {},
  };
}
