// Issue 18: the camera on the tables people actually have. Every scene of the table in
// tests/fixtures/cameraScenes (five tables × a centred card, an off-centre one, one turned 5°, one
// under a thumb, no card) plays as a Y4M video through Chromium's fake camera on the real route; a
// centred card must reach 'Capture' within four live checks (2 s), a bad scene never within those.
//
// Chromium's fake camera reads its video file each time the camera starts, so one Chromium plays
// many scenes: the next one is written into the same file while the camera is off ('Upload a file
// instead'). Two Chromiums share the scenes (two cores); each scene is watched for a fixed number of
// live checks, never a fixed time.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insuranceCopy as copyMessages } from '@/screens/insurance/copy';
import { TABLE_SCENES, type TableScene } from '@tests/fixtures/cameraScenes';
import { english } from '@tests/support/language';

import { checksToCapture, indicators, openUpload, UPLOAD_INSTEAD, waitForCameraOff } from './support/camera';
import { writeSceneVideo } from './support/y4m';

const copy = english(copyMessages);

/** Issue 18: a centred card reaches 'Capture' within two seconds, four live checks. */
const CAPTURE_WITHIN_CHECKS = 4;

const workDir = join(tmpdir(), `camera-scenes-e2e-${process.pid}`);
beforeAll(() => mkdir(workDir, { recursive: true }));
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** What a scene did, in words: 'Capture' (within four checks) or why not, with the centering indicator. */
async function outcome(page: Page): Promise<string> {
  const checks = await checksToCapture(page, CAPTURE_WITHIN_CHECKS);
  const centering = (await indicators(page)).find((text) => text.startsWith('Center')) ?? 'no indicators';
  return `${checks === null ? 'no Capture' : 'Capture'} · ${centering}`;
}

const expectedOutcome = (scene: TableScene) => (scene.capture ? 'Capture · Centered' : 'no Capture · Center card');

/** Two Chromiums at once (two cores), each playing every other scene of the table in turn. */
const LANES = 2;

describe.concurrent('the camera on real tables (issue 18)', () => {
  it.each(Array.from({ length: LANES }, (_, lane) => lane + 1))(
    'every centred card reaches Capture within four checks, an off-centre card or none never (Chromium %i of 2)',
    async (lane) => {
      const scenes = TABLE_SCENES.filter((_, i) => i % LANES === lane - 1);
      const video = join(workDir, `lane-${lane}.y4m`);
      await writeSceneVideo(video, scenes[0]!.options);
      const { browser, page } = await openUpload(video);
      try {
        const seen: Record<string, string> = {};
        for (const [i, scene] of scenes.entries()) {
          if (i > 0) await writeSceneVideo(video, scene.options); // the camera is off here
          seen[scene.name] = await outcome(page);
          await page.getByRole('button', { name: UPLOAD_INSTEAD }).click();
          await page.getByRole('button', { name: copy.upload.front }).waitFor();
          await waitForCameraOff(page);
        }
        expect(seen).toEqual(Object.fromEntries(scenes.map((scene) => [scene.name, expectedOutcome(scene)])));
      } finally {
        await browser.close();
      }
    },
    // A hang guard only: on one core (npm run test:slow), beside every other lane, two lanes of scenes took over 120 s.
    300_000,
  );
});
