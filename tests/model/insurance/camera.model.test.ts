// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { cameraView } from '@machines/insurance/camera.view';
import { cameraMessages } from '@machines/insurance/rules/cameraMessages';
import { cameraReady, qualities } from '@tests/fixtures/camera';

import { done, failed, modelTest } from '../harness';
import { cameraModel } from './camera.model';

const good = { type: 'QUALITY_CHECKED', quality: qualities.excellent } as const;
const poor = { type: 'QUALITY_CHECKED', quality: qualities.offCentre } as const;

modelTest('camera machine', {
  ...cameraModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    // The camera is held only inside `camera`; everywhere else no stream is kept.
    if (!snapshot.matches('camera')) expect(context.stream).toBeNull();
    // Capture is possible only live, after the last two checks were both above 0.7.
    expect(snapshot.can({ type: 'CAPTURE' })).toBe(
      snapshot.matches({ camera: 'live' }) && context.checks?.passing === 2 && context.checks.latest.canCapture,
    );
  },
  states: {
    // While the page is hidden nothing checks, and no stale result enables Capture.
    'camera.live.paused': (snapshot) => expect(snapshot.context.checks).toBeNull(),
    denied: (snapshot) =>
      expect(cameraView(snapshot)).toMatchObject({ screen: 'error', message: cameraMessages.denied }),
    unavailable: (snapshot) =>
      expect(cameraView(snapshot)).toMatchObject({ screen: 'error', message: cameraMessages.unavailable }),
    review: (snapshot) => expect(cameraView(snapshot).screen).toBe('review'),
    accepted: (snapshot) => {
      expect(snapshot.output).not.toBeNull();
      expect(snapshot.output).toBe(snapshot.context.photo);
    },
    cancelled: (snapshot) => expect(snapshot.output).toBeNull(),
  },
  journeys: [
    {
      name: 'two good checks in a row enable Capture; the photo is reviewed and used',
      events: [
        cameraReady(),
        good,
        good,
        { type: 'CAPTURE' },
        done('captureFrame', 'good photo'),
        { type: 'USE_PHOTO' },
      ],
      expect: 'accepted',
    },
    {
      name: 'one good check alone does not enable Capture',
      events: [cameraReady(), poor, good],
      expect: { camera: { live: { checking: 'waiting' } } },
    },
    {
      name: 'a poor check after two good ones takes Capture away again',
      events: [cameraReady(), good, good, poor],
      expect: { camera: { live: { checking: 'waiting' } } },
    },
    {
      name: 'a hidden page pauses and forgets the last check; shown again, it checks again',
      events: [cameraReady(), good, good, { type: 'PAGE_HIDDEN' }, { type: 'PAGE_SHOWN' }],
      expect: { camera: { live: { checking: 'waiting' } } },
    },
    {
      name: 'Retake starts the camera again',
      events: [cameraReady(), good, good, { type: 'CAPTURE' }, done('captureFrame', 'poor photo'), { type: 'RETAKE' }],
      expect: { camera: 'starting' },
    },
    {
      name: 'a denied camera offers Try Again, which asks again',
      events: [{ type: 'CAMERA_FAILED', errorName: 'NotAllowedError' }, { type: 'RETRY' }],
      expect: { camera: 'starting' },
    },
    {
      name: 'any other failure is unavailable; the file upload is the way out',
      events: [{ type: 'CAMERA_FAILED', errorName: 'NotReadableError' }, { type: 'CANCEL' }],
      expect: 'cancelled',
    },
    {
      name: 'a capture that cannot be encoded is unavailable',
      events: [cameraReady(), good, good, { type: 'CAPTURE' }, failed('captureFrame', 'encoding failed')],
      expect: 'unavailable',
    },
  ],
});
