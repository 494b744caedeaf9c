// The camera machine's model (events and actor fixtures), shared by the machine's model test and
// the same paths driven through the rendered screens.
import { cameraMachine } from '@machines/camera.machine';
import { cameraReady, photoOf, qualities } from '@tests/fixtures/camera';

import type { Fixtures, ModelOptions } from './harness';

export const cameraFixtures = {
  cameraStream: { done: {} },
  qualityCheck: { done: {} },
  pageVisibility: { done: {} },
  captureFrame: {
    done: { 'good photo': photoOf(qualities.excellent), 'poor photo': photoOf(qualities.offCentre) },
    error: { 'encoding failed': new Error('toBlob gave null') },
  },
} satisfies Fixtures<typeof cameraMachine>;

export const cameraModel = {
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
  fixtures: cameraFixtures,
  traversal: 'shortest',
} satisfies ModelOptions<typeof cameraMachine>;
