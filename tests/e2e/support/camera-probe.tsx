// A test-only page (built by tests/e2e/camera.e2e.ts into a temporary folder, never part of the
// app's build): the camera screens over the live camera machine, until the upload screen that hosts
// them exists. It records every stream the page opens and the page's long tasks, for the test.
import '@/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';

import { liveCameraMachine } from '@/app/live/camera';
import { CameraScreens } from '@/screens/insurance/camera/CameraScreens';

const streams: MediaStream[] = [];
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  streams.push(stream);
  return stream;
};

const longTasks: number[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
  type: 'longtask',
});

const checks: number[] = [];
const actor = createActor(liveCameraMachine);
actor.subscribe({ error: (error) => console.error('camera actor failed', error) });
actor.start();
let lastQuality: unknown = null;
actor.subscribe((snapshot) => {
  if (snapshot.context.quality && snapshot.context.quality !== lastQuality) {
    lastQuality = snapshot.context.quality;
    checks.push(performance.now());
  }
});

/** What the browser test reads. */
Object.assign(window, {
  cameraProbe: {
    state: () => JSON.stringify(actor.getSnapshot().value),
    checks: () => checks.length,
    longTasks: () => [...longTasks],
    liveTracks: () => streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
    streams: () => streams.length,
    settings: () => streams.at(-1)?.getVideoTracks()[0]?.getSettings() ?? null,
    output: () => {
      const output = actor.getSnapshot().output;
      return output ? { name: output.file.name, type: output.file.type, size: output.file.size } : null;
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CameraScreens actor={actor} />
  </StrictMode>,
);
