import { expect } from 'vitest';

import { cameraView } from '@machines/camera.view';
import { cameraMessages } from '@machines/rules/cameraMessages';
import { cameraReady, qualities } from '@tests/fixtures/camera';

import { cameraModel } from './camera.model';
import { done, failed, modelTest } from './harness';

const good = { type: 'QUALITY_CHECKED', quality: qualities.excellent } as const;
const poor = { type: 'QUALITY_CHECKED', quality: qualities.offCentre } as const;

modelTest('camera machine', {
  ...cameraModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    // The camera is held only inside `camera`; everywhere else no stream is kept.
    if (!snapshot.matches('camera')) expect(context.stream).toBeNull();
    // Capture is possible only on a live check above 0.7.
    expect(snapshot.can({ type: 'CAPTURE' })).toBe(
      snapshot.matches({ camera: 'live' }) && context.quality?.canCapture === true,
    );
  },
  states: {
    // While the page is hidden nothing checks, and no stale result enables Capture.
    'camera.live.paused': (snapshot) => expect(snapshot.context.quality).toBeNull(),
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
      name: 'a good check enables Capture; the photo is reviewed and used',
      events: [cameraReady(), good, { type: 'CAPTURE' }, done('captureFrame', 'good photo'), { type: 'USE_PHOTO' }],
      expect: 'accepted',
    },
    {
      name: 'a poor check after a good one takes Capture away again',
      events: [cameraReady(), good, poor],
      expect: { camera: { live: 'checking' } },
    },
    {
      name: 'a hidden page pauses and forgets the last check; shown again, it checks again',
      events: [cameraReady(), good, { type: 'PAGE_HIDDEN' }, { type: 'PAGE_SHOWN' }],
      expect: { camera: { live: 'checking' } },
    },
    {
      name: 'Retake starts the camera again',
      events: [cameraReady(), good, { type: 'CAPTURE' }, done('captureFrame', 'poor photo'), { type: 'RETAKE' }],
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
      events: [cameraReady(), good, { type: 'CAPTURE' }, failed('captureFrame', 'encoding failed')],
      expect: 'unavailable',
    },
  ],
});
