// The camera's live checks run in a Worker: 10 s of them cause no long task on the page. Chromium plays a
// well-lit centred card through its fake camera on the real route (/insurance → primary → upload). This
// file runs last and alone (the camera project, vitest.e2e.config.ts): a busy CPU causes long tasks by
// itself, so beside other browser tests the page would show some that live checking did not cause.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { english } from '@tests/support/language';

import { type CameraProbe, openUpload, probe, waitForCameraOff, waitForChecks } from './support/camera';
import { PHONE_CAMERA_FPS, sceneVideo } from './support/y4m';

const copy = english(insuranceCopy);
const camera = english(cameraCopy);

const video = join(tmpdir(), `camera-long-task-e2e-${process.pid}.y4m`);
beforeAll(() => writeFile(video, sceneVideo('good', 3, PHONE_CAMERA_FPS)));
afterAll(() => rm(video, { force: true }));

it('checks in a Worker: no long task on the page during 10 s of live checking', async () => {
  const { browser, page } = await openUpload(video);
  try {
    await page.getByRole('button', { name: copy.upload.takePhoto }).click();
    await waitForChecks(page, 1);
    const before = (await probe(page)).longTasks.length;
    await waitForChecks(page, (await probe(page)).checks + 20); // 20 checks, 500 ms apart
    expect((await probe(page)).longTasks.slice(before)).toEqual([]);
    // The observer does see a long task when there is one (so the empty list above means something).
    await page.evaluate(() =>
      setTimeout(() => {
        const start = performance.now();
        while (performance.now() - start < 80);
      }),
    );
    await page.waitForFunction(
      (n) => (window as unknown as { cameraProbe: CameraProbe }).cameraProbe.longTasks.length > n,
      before,
    );
    // Leaving the page's step stops the camera.
    await page.getByRole('button', { name: camera.uploadInstead }).click();
    await page.getByRole('button', { name: copy.backToOptions }).click();
    await waitForCameraOff(page);
  } finally {
    await browser.close();
  }
});
