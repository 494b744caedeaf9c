import { type EventObject, fromCallback, fromPromise } from 'xstate';

import { cameraMachine, type CameraStreamEvent, type CapturedPhoto } from '@machines/insurance/camera.machine';

import { frameGrabber, qualityChecker } from './cameraFrames';

/** The captured JPEG's file name in the upload's form data. */
export const CAPTURE_FILE_NAME = 'insurance-card.jpg';

export function stopTracks(stream: MediaStream): void {
  stream.getTracks().forEach((track) => track.stop());
}

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : 'Error';

/**
 * getUserMedia while the machine is in `camera`. Stopping the actor stops every track, also of a
 * stream that arrives after the machine has moved on (the permission prompt can outlive the screen).
 * A track that ends by itself (camera unplugged, permission revoked) reports a failure.
 */
export const cameraStream = fromCallback<EventObject, MediaStreamConstraints>(({ sendBack, input }) => {
  let stopped = false;
  let stream: MediaStream | null = null;
  const report = (event: CameraStreamEvent) => {
    if (!stopped) sendBack(event);
  };
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof devices?.getUserMedia !== 'function') report({ type: 'CAMERA_FAILED', errorName: 'NotSupportedError' });
  else {
    devices.getUserMedia(input).then(
      (answer) => {
        if (stopped) return stopTracks(answer);
        stream = answer;
        const track = answer.getVideoTracks()[0];
        const { width = 1280, height = 720 } = track?.getSettings() ?? {};
        track?.addEventListener('ended', () => report({ type: 'CAMERA_FAILED', errorName: 'TrackEndedError' }));
        report({ type: 'CAMERA_READY', stream: answer, width, height });
      },
      (error: unknown) => report({ type: 'CAMERA_FAILED', errorName: errorName(error) }),
    );
  }
  return () => {
    stopped = true;
    if (stream) stopTracks(stream);
  };
});

/**
 * The live check: a frame every `intervalMs` to the quality Worker, its answer as QUALITY_CHECKED.
 * A check still running when the next tick comes is not queued behind (no pile-up on a slow phone).
 */
export const qualityCheck = fromCallback<EventObject, { stream: MediaStream; intervalMs: number }>(
  ({ sendBack, input }) => {
    const frames = frameGrabber(input.stream);
    const checker = qualityChecker();
    let stopped = false;
    let busy = false;
    const tick = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const quality = await checker.check(await frames.grab());
        if (!stopped) sendBack({ type: 'QUALITY_CHECKED', quality });
      } catch (error) {
        // A frame that is not there yet (or a stopped check) just skips this tick.
        if (!stopped) console.warn('camera check skipped:', errorName(error));
      } finally {
        busy = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), input.intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
      checker.dispose();
      frames.dispose();
    };
  },
);

/** PAGE_HIDDEN / PAGE_SHOWN now and on every visibility change. */
export const pageVisibility = fromCallback<EventObject>(({ sendBack }) => {
  const report = () => sendBack({ type: document.visibilityState === 'hidden' ? 'PAGE_HIDDEN' : 'PAGE_SHOWN' });
  report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
});

/** One full-size frame as a JPEG (spec: quality 0.9), and the quality check of that same frame. */
export const captureFrame = fromPromise<CapturedPhoto, { stream: MediaStream; jpegQuality: number }>(
  async ({ input }) => {
    const frames = frameGrabber(input.stream);
    const checker = qualityChecker();
    try {
      const bitmap = await frames.grab();
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      // The bitmap goes to the check (and is closed there) once the canvas holds the photo.
      const [blob, quality] = await Promise.all([
        new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', input.jpegQuality)),
        checker.check(bitmap),
      ]);
      if (!blob) throw new Error('JPEG encoding failed');
      return { file: new File([blob], CAPTURE_FILE_NAME, { type: 'image/jpeg' }), quality };
    } finally {
      checker.dispose();
      frames.dispose();
    }
  },
);

/** The camera machine with the browser's camera, the quality Worker and the page's visibility. */
export const liveCameraMachine = cameraMachine.provide({
  actors: { cameraStream, qualityCheck, pageVisibility, captureFrame },
});
