import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { openUpload } from './camera';
import { type CameraScene, writeCameraVideos } from './y4m';

/**
 * For a test file of the camera: writes the Y4M scenes once, and gives each test the upload screen in
 * a Chromium of its own whose camera plays a scene (the camera is a launch flag), closed after the test.
 */
export function setUpFakeCamera(name: string): (scene: CameraScene, options?: { grant?: boolean }) => Promise<Page> {
  const workDir = join(tmpdir(), `${name}-${process.pid}`);
  let videos: Record<CameraScene, string>;
  let browser: Browser | undefined;

  beforeAll(async () => {
    videos = await writeCameraVideos(join(workDir, 'videos'));
  }, 60_000);

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(() => rm(workDir, { recursive: true, force: true }));

  return async (scene, options) => {
    const opened = await openUpload(videos[scene], options);
    browser = opened.browser;
    return opened.page;
  };
}
