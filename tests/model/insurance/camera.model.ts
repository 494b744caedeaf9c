// The camera model: shared by its model test and its screen test.
import { cameraMachine } from '@machines/insurance/camera.machine';
import { cameraReady, photoOf, qualities } from '@tests/fixtures/camera';

import type { ModelDefinition } from '../harness';

export const cameraModel = {
  machine: cameraMachine,
  events: {
    CAMERA_READY: [cameraReady()],
    CAMERA_FAILED: [
      { type: 'CAMERA_FAILED', errorName: 'NotAllowedError' },
      { type: 'CAMERA_FAILED', errorName: 'NotReadableError' },
    ],
    QUALITY_CHECKED: [
      { type: 'QUALITY_CHECKED', quality: qualities.excellent },
      { type: 'QUALITY_CHECKED', quality: qualities.offCentre },
    ],
    PAGE_HIDDEN: [{ type: 'PAGE_HIDDEN' }],
    PAGE_SHOWN: [{ type: 'PAGE_SHOWN' }],
    CAPTURE: [{ type: 'CAPTURE' }],
    RETAKE: [{ type: 'RETAKE' }],
    USE_PHOTO: [{ type: 'USE_PHOTO' }],
    RETRY: [{ type: 'RETRY' }],
    CANCEL: [{ type: 'CANCEL' }],
  },
  fixtures: {
    // The stream, the live check and the page's visibility report by events (CAMERA_READY, QUALITY_CHECKED…).
    cameraStream: { done: {} },
    qualityCheck: { done: {} },
    pageVisibility: { done: {} },
    captureFrame: {
      done: { 'good photo': photoOf(qualities.excellent), 'poor photo': photoOf(qualities.offCentre) },
      error: { 'encoding failed': new Error('toBlob gave null') },
    },
  },
  traversal: 'shortest',
} satisfies ModelDefinition<typeof cameraMachine>;
