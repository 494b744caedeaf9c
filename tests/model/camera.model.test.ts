import { expect } from 'vitest';

import { cameraView } from '@machines/camera.view';
import { cameraMessages } from '@machines/rules/cameraMessages';

import { cameraModel } from './cameraModel';
import { modelTest } from './harness';

modelTest('camera machine', {
  ...cameraModel,
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
