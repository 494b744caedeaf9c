// The camera's live checks run in a Worker, so live checking never holds the page's thread: every frame
// goes to the Worker, its answers come back, and the page itself reads no frame's pixels. Counted, never
// timed (the page's time per check is a budget for `npm run bench:camera`, not for a test on a shared
// machine). Chromium plays a well-lit centred card through its fake camera on the real route
// (/insurance → primary → upload).
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { english } from '@tests/support/language';

import { type CameraProbe, openUpload, probe, waitForCameraOff } from './support/camera';
import { sceneVideo } from './support/y4m';

const copy = english(insuranceCopy);
const camera = english(cameraCopy);

/** Live checks watched: several in a row, each a frame to the Worker and its answer. */
const CHECKS = 6;

const video = join(tmpdir(), `camera-long-task-e2e-${process.pid}.y4m`);
beforeAll(() => writeFile(video, sceneVideo('good')));
afterAll(() => rm(video, { force: true }));

it('checks in a Worker: frames go to it and its answers come back; the page reads no pixels', async () => {
  const { browser, page } = await openUpload(video);
  try {
    const before = await probe(page);
    await page.getByRole('button', { name: copy.upload.takePhoto }).click();
    // CHECKS answers from the Worker, or (were the check moved onto the page) a frame read there.
    await page.waitForFunction(
      ([answers, reads, checks]) => {
        const { cameraProbe } = window as unknown as { cameraProbe: CameraProbe };
        return cameraProbe.answers >= answers! + checks! || cameraProbe.pageReads > reads!;
      },
      [before.answers, before.pageReads, CHECKS],
    );
    const after = await probe(page);
    expect(after.pageReads - before.pageReads).toBe(0);
    expect(after.checks - before.checks).toBeGreaterThanOrEqual(CHECKS);
    expect(after.answers - before.answers).toBeGreaterThanOrEqual(CHECKS);

    // The probe does count a read on the page's thread (so the zero above means something).
    await page.evaluate(() => {
      new OffscreenCanvas(1, 1).getContext('2d')!.getImageData(0, 0, 1, 1);
      document.createElement('canvas').getContext('2d')!.getImageData(0, 0, 1, 1);
    });
    expect((await probe(page)).pageReads - after.pageReads).toBe(2);

    // Leaving the page's step stops the camera.
    await page.getByRole('button', { name: camera.uploadInstead }).click();
    await page.getByRole('button', { name: copy.backToOptions }).click();
    await waitForCameraOff(page);
  } finally {
    await browser.close();
  }
});
