import { expect } from 'vitest';

import { cameraMachine } from '@machines/camera.machine';
import { cameraView } from '@machines/camera.view';
import { cameraMessages } from '@machines/rules/cameraMessages';
import { cameraReady, photoOf, qualities } from '@tests/fixtures/camera';

import { type Fixtures, modelTest } from './harness';

const fixtures = {
  cameraStream: { done: {} },
  qualityCheck: { done: {} },
  pageVisibility: { done: {} },
  captureFrame: {
    done: { 'good photo': photoOf(qualities.excellent), 'poor photo': photoOf(qualities.offCentre) },
    error: { 'encoding failed': new Error('toBlob gave null') },
  },
} satisfies Fixtures<typeof cameraMachine>;

modelTest('camera machine', {
  machine: cameraMachine,
  events: [
    cameraReady(),
    { type: 'CAMERA_FAILED', errorName: 'NotAllowedError' },
    { type: 'CAMERA_FAILED', errorName: 'NotReadableError' },
    { type: 'QUALITY_CHECKED', quality: qualities.excellent },
    { type: 'QUALITY_CHECKED', quality: qualities.offCentre },
    { type: 'PAGE_HIDDEN' },
    { type: 'PAGE_SHOWN' },
    { type: 'CAPTURE' },
    { type: 'RETAKE' },
    { type: 'USE_PHOTO' },
    { type: 'RETRY' },
    { type: 'CANCEL' },
  ],
  fixtures,
  traversal: 'shortest',
  check: (snapshot) => {
    const { context } = snapshot;
    const view = cameraView(snapshot);
    // The camera is held only inside `camera`; everywhere else no stream is kept.
    if (!snapshot.matches('camera')) expect(context.stream).toBeNull();
    // Capture is possible only on a live check above 0.7.
    expect(snapshot.can({ type: 'CAPTURE' })).toBe(
      snapshot.matches({ camera: 'live' }) && context.quality?.canCapture === true,
    );
    // While the page is hidden nothing checks, and no stale result enables Capture.
    if (snapshot.matches({ camera: { live: 'paused' } })) expect(context.quality).toBeNull();
    if (snapshot.matches('denied')) expect(view).toMatchObject({ screen: 'error', message: cameraMessages.denied });
    if (snapshot.matches('unavailable'))
      expect(view).toMatchObject({ screen: 'error', message: cameraMessages.unavailable });
    if (snapshot.matches('review')) expect(view.screen).toBe('review');
    if (snapshot.matches('accepted')) expect(snapshot.output).toBe(context.photo);
    if (snapshot.matches('accepted')) expect(snapshot.output).not.toBeNull();
    if (snapshot.matches('cancelled')) expect(snapshot.output).toBeNull();
  },
});
