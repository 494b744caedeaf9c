// The camera screens over a real camera actor whose camera, check and capture the test drives: a
// stand-in stream per start, check results on demand, and a capture that waits for its photo.
import { act } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';

import { CameraScreens } from '@/screens/insurance/camera/CameraScreens';
import { type CameraEvent, cameraMachine, type CapturedPhoto } from '@machines/insurance/camera.machine';
import type { CardQuality } from '@machines/insurance/rules/cardQuality';
import { cameraReady, type FakeStream, fakeStream } from '@tests/fixtures/camera';
import { render } from '@tests/support/render';

interface Start {
  stream: FakeStream;
  send: (event: CameraEvent) => void;
}

export function renderCamera() {
  const starts: Start[] = [];
  const checks: { send: (event: CameraEvent) => void; stopped: boolean }[] = [];
  const captures: ((photo: CapturedPhoto) => void)[] = [];
  const machine = cameraMachine.provide({
    actors: {
      cameraStream: fromCallback(({ sendBack }) => {
        const stream = fakeStream();
        starts.push({ stream, send: sendBack });
        return () => stream.getTracks().forEach((track) => track.stop());
      }),
      qualityCheck: fromCallback(({ sendBack }) => {
        const check = { send: sendBack, stopped: false };
        checks.push(check);
        return () => (check.stopped = true);
      }),
      pageVisibility: fromCallback(() => {}),
      captureFrame: fromPromise(() => new Promise<CapturedPhoto>((resolve) => captures.push(resolve))),
    },
  });
  const actor = createActor(machine).start();
  // StrictMode at the root (a StrictMode inside the I18nProvider would not mount effects twice).
  const view = render(<CameraScreens actor={actor} />, { reactStrictMode: true });
  /** Sends from outside React, then lets React and pending promises settle. */
  const step = (send: () => void) =>
    act(async () => {
      send();
      await Promise.resolve();
    });
  const camera = {
    /** The camera answers (the latest request). */
    ready: () => step(() => starts.at(-1)!.send(cameraReady(starts.at(-1)!.stream))),
    fail: (errorName: string) => step(() => starts.at(-1)!.send({ type: 'CAMERA_FAILED', errorName })),
    /** The running live check reports. */
    check: (quality: CardQuality) =>
      step(() =>
        checks
          .filter((c) => !c.stopped)
          .at(-1)!
          .send({ type: 'QUALITY_CHECKED', quality }),
      ),
    /** The capture in progress delivers its photo. */
    photo: (photo: CapturedPhoto) => step(() => captures.at(-1)!(photo)),
  };
  return { actor, camera, starts, checks, user: userEvent.setup(), ...view };
}

/** jsdom has no object URLs: the review's photo gets a stand-in. */
export function stubObjectUrls() {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
}
