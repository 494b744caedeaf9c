// Live checking runs in a Worker: no long task on the page while the camera checks the card. Run alone
// and last (the camera project of vitest.e2e.config.ts): a busy CPU causes long tasks by itself.
import { describe, expect, it } from 'vitest';

import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { english } from '@tests/support/language';

import { type CameraProbe, probe, waitForCameraOff, waitForChecks } from './support/camera';
import { setUpFakeCamera } from './support/fakeCamera';

const copy = english(insuranceCopy);
const camera = english(cameraCopy);

const openScene = setUpFakeCamera('camera-long-tasks-e2e');

describe("'Take a photo' in Chromium with a fake camera", () => {
  it('checks in a Worker: no long task on the page during 10 s of live checking', async () => {
    const page = await openScene('good');
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
  });
});
