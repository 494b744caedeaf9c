// 'Take a photo' on the real route (/insurance → primary → upload) in Chromium with its fake camera
// playing Y4M videos generated here: a well-lit centred card with text lines, a blurred one, a dark
// one and an empty scene. The camera is a launch flag: the good scene and the refused camera each get a
// Chromium of their own, the three scenes that keep Capture disabled share one. The
// check that live checking causes no long task is in camera-long-task.e2e.ts, which runs alone.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import {
  cameraMessages as cameraMessageWords,
  cameraText as cameraTextMessages,
} from '@machines/insurance/rules/cameraMessages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations } from './support/browser';
import { indicators, openUpload, probe, waitForCameraOff, waitForChecks } from './support/camera';
import { h1 } from './support/delivery';
import { expectMarker, recordUploads } from './support/insurance';
import { expectTraceReplays } from './support/replay';
import { type CameraScene, cameraScenes, writeSceneVideo } from './support/y4m';

const copy = english(insuranceCopy);
const camera = english(cameraCopy);
const cameraMessages = english(cameraMessageWords);
const cameraText = english(cameraTextMessages);

const workDir = join(tmpdir(), `camera-e2e-${process.pid}`);
const goodVideo = join(workDir, 'good.y4m');
let browser: Browser | undefined;

beforeAll(async () => {
  await mkdir(workDir, { recursive: true });
  await writeSceneVideo(goodVideo, cameraScenes.good);
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

/** The upload screen in a Chromium whose camera plays the good scene (see support/camera's openUpload). */
async function openGoodScene(options?: { grant?: boolean }): Promise<Page> {
  const opened = await openUpload(goodVideo, options);
  browser = opened.browser;
  return opened.page;
}

/** Takes an accepted photo of the side on screen: Capture, review, 'Use this photo'. */
async function takePhoto(page: Page) {
  await page.getByRole('button', { name: copy.upload.takePhoto }).click();
  const capture = page.getByRole('button', { name: cameraText.capture, exact: true });
  await capture.click();
  await h1(page, cameraText.reviewHeading).waitFor();
  await page.getByRole('button', { name: camera.usePhoto }).click();
}

describe("'Take a photo' in Chromium with a fake camera", () => {
  it('a good card: Capture enables, review shows the measures, Retake restarts; front and back upload and the step is complete', async () => {
    const page = await openGoodScene();
    const uploads = await recordUploads(page);
    await page.getByRole('button', { name: copy.upload.takePhoto }).click();
    await h1(page, cameraText.liveHeading).waitFor();
    const capture = page.getByRole('button', { name: cameraText.capture, exact: true });
    await capture.waitFor();
    expect(await indicators(page)).toEqual(['Sharp', 'Centered', 'Good light', 'Card detected']);
    expect((await probe(page)).settings).toMatchObject({ width: 1280, height: 720 });
    await expectNoA11yViolations(page, 'the live camera');

    await capture.click();
    await h1(page, cameraText.reviewHeading).waitFor();
    const measures = await page.locator('dl').textContent();
    expect(measures).toMatch(/Quality\s*100% \(Excellent\)/);
    expect(measures).toMatch(/Sharpness\s*Sharp/);
    expect(measures).toMatch(/Centering\s*\d+% \(Centered\)/);
    expect(measures).toMatch(/Lighting\s*Good light/);
    expect((await probe(page)).liveTracks).toBe(0); // the camera light is off during the review
    await expectNoA11yViolations(page, 'the review');

    await page.getByRole('button', { name: cameraText.retake }).click();
    await capture.waitFor();
    expect(await probe(page)).toMatchObject({ streams: 2, liveTracks: 1 });
    await capture.click();
    await page.getByRole('button', { name: camera.usePhoto }).click();
    await page.getByText(copy.upload.frontDone).waitFor();
    expect((await probe(page)).liveTracks).toBe(0);

    await takePhoto(page); // the back
    await h1(page, copy.landing.heading).waitFor();
    await expectMarker(page, 'primary', true);
    const sent = await uploads();
    expect(sent.map((u) => [u.fileName, u.fileType, u.fields.PageNumber])).toEqual([
      ['insurance-card.jpg', 'image/jpeg', '1'],
      ['insurance-card.jpg', 'image/jpeg', '2'],
    ]);
    expect(sent[0]!.fileBytes).toBeGreaterThan(10_000);
    expect(sent[1]!.fields.DocumentId).toBeTruthy();
    expect((await probe(page)).liveTracks).toBe(0);
    await expectTraceReplays(page, ['insurance', 'insuranceStep', 'upload', 'camera']);
  });

  // The three scenes that must keep Capture disabled share one Chromium: each is written into its video
  // file while the camera is off (its test ends on the upload screen), as camera-scenes.e2e.ts does.
  describe.sequential('scenes without a usable card', () => {
    const video = join(workDir, 'without-card.y4m');
    let page: Page;
    let shared: Browser | undefined;

    beforeAll(async () => {
      await writeSceneVideo(video, cameraScenes.blurred);
      ({ browser: shared, page } = await openUpload(video));
    }, 60_000);

    afterAll(() => shared?.close());

    it.each<[CameraScene, string[]]>([
      ['blurred', ['Blurry', 'Show card']],
      ['dark', ['More light']],
      ['empty', ['Center card', 'Show card']],
    ])(
      'keeps Capture disabled for the %s scene and says why; the file upload turns the camera off',
      async (scene, fixes) => {
        await writeSceneVideo(video, cameraScenes[scene]);
        await page.getByRole('button', { name: copy.upload.takePhoto }).click();
        const checked = (await probe(page)).checks;
        await waitForChecks(page, checked + 4);
        expect(await page.getByRole('button', { name: cameraText.captureBlocked }).isDisabled()).toBe(true);
        expect(await indicators(page)).toEqual(expect.arrayContaining(fixes));
        await page.getByRole('button', { name: camera.uploadInstead }).click();
        await page.getByRole('button', { name: copy.upload.front }).waitFor();
        await waitForCameraOff(page);
      },
    );
  });

  it('denied access: the message, Try Again, and the file upload as the way out', async () => {
    const page = await openGoodScene({ grant: false });
    await page.getByRole('button', { name: copy.upload.takePhoto }).click();
    await h1(page, cameraText.errorHeading).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(cameraMessages.denied);
    await expectNoA11yViolations(page, 'Camera Access Needed');
    await page.getByRole('button', { name: cameraText.tryAgain }).click();
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: camera.uploadInstead }).click();
    await page.getByRole('button', { name: copy.upload.front }).waitFor();
  });
});
