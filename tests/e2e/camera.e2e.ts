// The camera screens in real Chromium with its fake camera playing generated Y4M videos. Until the
// upload screen hosts the camera, the screens run on a test-only probe page (support/camera-probe),
// built here as production code (the quality Worker bundled as it ships) into a temporary folder,
// never into the app's build; the upload and step-complete journey belongs to the integration.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Browser, chromium, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { cameraMessages, cameraText } from '@machines/rules/cameraMessages';

import { expectNoAxeViolations } from './support/browser';
import { type CameraScene, writeCameraVideos } from './support/y4m';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream'];

interface Probe {
  state(): string;
  checks(): number;
  longTasks(): number[];
  liveTracks(): number;
  streams(): number;
  settings(): MediaTrackSettings | null;
  output(): { name: string; type: string; size: number } | null;
}

const workDir = join(tmpdir(), `camera-e2e-${process.pid}`);
let server: PreviewServer;
let probeUrl = '';
let videos: Record<CameraScene, string>;
let browser: Browser | undefined;

beforeAll(async () => {
  videos = await writeCameraVideos(join(workDir, 'videos'));
  const outDir = join(workDir, 'probe');
  await build({
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rollupOptions: { input: 'tests/e2e/support/camera-probe.html' } },
  });
  server = await preview({
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('no dev server address');
  // 127.0.0.1 is a secure context, as getUserMedia requires.
  probeUrl = `http://127.0.0.1:${address.port}/tests/e2e/support/camera-probe.html`;
}, 60_000);

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Chromium whose camera plays `scene`; without the fake UI flag every camera prompt is refused. */
async function open(scene: CameraScene, options: { grant?: boolean } = {}): Promise<Page> {
  const grant = options.grant ?? true;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...ARGS,
      `--use-file-for-fake-video-capture=${videos[scene]}`,
      ...(grant ? ['--use-fake-ui-for-media-stream'] : []),
    ],
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(probeUrl);
  return page;
}

/** Reads one of the probe page's records. */
const probe = <K extends keyof Probe>(page: Page, key: K) =>
  page.evaluate((k) => (window as unknown as { cameraProbe: Probe }).cameraProbe[k]() as ReturnType<Probe[K]>, key);

const indicators = (page: Page) =>
  page
    .getByRole('group', { name: 'Photo checks' })
    .getByRole('listitem')
    .allTextContents()
    .then((items) => items.map((text) => text.replace(/^[✓!]\s*/, '')));

async function waitForChecks(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as { cameraProbe: Probe }).cameraProbe.checks() >= n, count);
}

describe('camera in Chromium with a fake camera', () => {
  it('enables Capture for a well-lit, centred card; review shows the measures; Retake restarts the camera', async () => {
    const page = await open('good');
    await page.getByRole('heading', { level: 1, name: cameraText.liveHeading }).waitFor();
    const capture = page.getByRole('button', { name: cameraText.capture, exact: true });
    await capture.waitFor();
    expect(await capture.isEnabled()).toBe(true);
    expect(await indicators(page)).toEqual(['Sharp', 'Centered', 'Good light', 'Card detected']);
    expect(await probe(page, 'settings')).toMatchObject({ width: 1280, height: 720 });
    await expectNoAxeViolations(page, 'the live camera');

    await capture.click();
    await page.getByRole('heading', { level: 1, name: cameraText.reviewHeading }).waitFor();
    const measures = await page.locator('dl').textContent();
    expect(measures).toMatch(/Quality\s*100% \(Excellent\)/);
    expect(measures).toMatch(/Sharpness\s*Sharp/);
    expect(measures).toMatch(/Centering\s*\d+% \(Centered\)/);
    expect(measures).toMatch(/Lighting\s*Good light/);
    expect(await probe(page, 'liveTracks')).toBe(0); // the camera light is off during the review
    await expectNoAxeViolations(page, 'the review');

    await page.getByRole('button', { name: cameraText.retake }).click();
    await capture.waitFor();
    expect(await probe(page, 'streams')).toBe(2);
    expect(await probe(page, 'liveTracks')).toBe(1);
    await capture.click();
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await page.waitForFunction(() => (window as unknown as { cameraProbe: Probe }).cameraProbe.output() !== null);
    const output = await probe(page, 'output');
    expect(output).toMatchObject({ name: 'insurance-card.jpg', type: 'image/jpeg' });
    expect(output!.size).toBeGreaterThan(10_000);
    expect(await probe(page, 'liveTracks')).toBe(0);
  });

  it.each<[CameraScene, string[]]>([
    ['blurred', ['Blurry', 'Show card']],
    ['dark', ['More light']],
    ['empty', ['Center card', 'Show card']],
  ])('keeps Capture disabled for the %s scene and says why', async (scene, fixes) => {
    const page = await open(scene);
    await waitForChecks(page, 4);
    const blocked = page.getByRole('button', { name: cameraText.captureBlocked });
    expect(await blocked.isDisabled()).toBe(true);
    expect(await indicators(page)).toEqual(expect.arrayContaining(fixes));
    // Leaving for the file upload turns the camera off.
    await page.getByRole('button', { name: 'Upload a file instead' }).click();
    await page.waitForFunction(() => (window as unknown as { cameraProbe: Probe }).cameraProbe.liveTracks() === 0);
  });

  it('checks in a Worker: no long task on the page during 10 s of live checking', async () => {
    const page = await open('good');
    await waitForChecks(page, 1);
    const before = (await probe(page, 'longTasks')).length;
    const checks = await probe(page, 'checks');
    await waitForChecks(page, checks + 20); // 20 checks, 500 ms apart
    expect((await probe(page, 'longTasks')).slice(before)).toEqual([]);
    // The observer does see a long task when there is one (so the empty list above means something).
    await page.evaluate(() =>
      setTimeout(() => {
        const start = performance.now();
        while (performance.now() - start < 80);
      }),
    );
    await page.waitForFunction(
      (n) => (window as unknown as { cameraProbe: Probe }).cameraProbe.longTasks().length > n,
      before,
    );
  });

  it('shows the denial message when camera access is refused, with Try Again', async () => {
    const page = await open('good', { grant: false });
    await page.getByRole('heading', { level: 1, name: cameraText.errorHeading }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(cameraMessages.denied);
    await expectNoAxeViolations(page, 'Camera Access Needed');
    await page.getByRole('button', { name: cameraText.tryAgain }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Upload a file instead' }).isVisible()).toBe(true);
  });
});
