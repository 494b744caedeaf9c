// The camera browser tests' shared steps: Chromium with its fake camera playing a Y4M file, the
// upload screen of D1001's primary insurance, and a probe (installed before the app runs) that
// counts the page's camera streams, live tracks, frames sent to Workers and their answers, and the
// pixel reads on the page's own thread.
import { type Browser, chromium, type Page } from 'playwright-core';

import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { cameraCopy } from '@/screens/insurance/camera/copy';
import { insuranceCopy as copyMessages } from '@/screens/insurance/copy';
import { cameraText as cameraTextMessages } from '@machines/insurance/rules/cameraMessages';
import { english } from '@tests/support/language';

import { CHROMIUM_ARGS, CHROMIUM_WITH_CAMERA } from './chromium';
import { portalOrigin } from './config';
import { h1 } from './delivery';
import { button, stepButton } from './insurance';
import { PHONE } from './language';
import { RIVERA, signIn } from './payment';

const guarantorCopy = english(guarantorCopyMessages);

const copy = english(copyMessages);

const cameraText = english(cameraTextMessages);

const ARGS = [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'];
export const UPLOAD_INSTEAD = english(cameraCopy).uploadInstead;

/** What the page's camera is doing, counted by wrappers installed before the app runs. */
export interface CameraProbe {
  streams: number;
  liveTracks: number;
  checks: number;
  /** Messages from Workers to the page: the quality Worker's answers. */
  answers: number;
  /** getImageData calls on the page's thread (its canvases and OffscreenCanvases), each a frame's pixels read there. */
  pageReads: number;
  settings: MediaTrackSettings | null;
  /** `checks` when 'Capture' was first seen enabled since the test last set this to null. */
  captureSeenAt: number | null;
}

/** Runs in the page before the app; `captureLabel` is 'Capture' (cameraText.capture). */
function installProbe(captureLabel: string) {
  const probe: CameraProbe = {
    streams: 0,
    liveTracks: 0,
    checks: 0,
    answers: 0,
    pageReads: 0,
    settings: null,
    captureSeenAt: null,
  };
  (window as unknown as { cameraProbe: CameraProbe }).cameraProbe = probe;
  // Every change of the page is looked at, so a Capture enabled for a moment is seen too.
  new MutationObserver(() => {
    if (probe.captureSeenAt !== null) return;
    const capture = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === captureLabel);
    if (capture && !capture.disabled) probe.captureSeenAt = probe.checks;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    probe.streams += 1;
    for (const track of stream.getTracks()) {
      probe.liveTracks += 1;
      probe.settings = track.getSettings();
      const stop = track.stop.bind(track);
      track.stop = () => {
        if (track.readyState === 'live') probe.liveTracks -= 1;
        stop();
      };
    }
    return stream;
  };
  // Every live check posts a frame to the quality Worker.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    probe.checks += 1;
    return post.apply(this, args as never);
  } as Worker['postMessage'];
  // Every answer a Worker sends the page.
  const PageWorker = Worker;
  window.Worker = class extends PageWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener('message', () => (probe.answers += 1));
    }
  };
  // Reading a frame's pixels on the page's thread (a Worker has its own prototypes, not wrapped).
  for (const context of [CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D]) {
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const read = context.prototype.getImageData;
    context.prototype.getImageData = function (this: unknown, ...args: Parameters<typeof read>) {
      probe.pageReads += 1;
      return read.apply(this, args);
    };
  }
}

/**
 * A Chromium whose camera plays `video` (read again each time the camera starts, so a test may
 * write another scene into the same file while the camera is off), with D1001's guarantor on the
 * primary insurance's upload screen; without `grant` every camera prompt is refused.
 */
export async function openUpload(video: string, { grant = true } = {}): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_WITH_CAMERA,
    headless: true,
    args: [...ARGS, `--use-file-for-fake-video-capture=${video}`, ...(grant ? ['--use-fake-ui-for-media-stream'] : [])],
  });
  try {
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript(installProbe, cameraText.capture);
    await page.goto(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    await signIn(page, RIVERA);
    await page.getByRole('link', { name: guarantorCopy.updateInfoButton, exact: true }).click();
    await h1(page, copy.landing.heading).waitFor();
    await stepButton(page, 'primary').click();
    await button(page, copy.choice.upload).click();
    await h1(page, copy.upload.heading('primary')).waitFor();
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export const probe = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { cameraProbe: CameraProbe }).cameraProbe }));

export const waitForChecks = (page: Page, count: number) =>
  page.waitForFunction((n) => (window as unknown as { cameraProbe: CameraProbe }).cameraProbe.checks >= n, count);

export const waitForCameraOff = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { cameraProbe: CameraProbe }).cameraProbe.liveTracks === 0);

/** The live indicators' texts, without their ✓ / ! marks. */
export const indicators = (page: Page) =>
  page
    .getByRole('group', { name: 'Photo checks' })
    .getByRole('listitem')
    .allTextContents()
    .then((items) => items.map((text) => text.replace(/^[✓!]\s*/, '')));

/**
 * Opens the camera and watches it for `checks` live checks at most: the checks it took for
 * 'Capture' to be enabled (as soon as it is), or null when it never was.
 */
export async function checksToCapture(page: Page, checks: number): Promise<number | null> {
  await page.evaluate(() => ((window as unknown as { cameraProbe: CameraProbe }).cameraProbe.captureSeenAt = null));
  const before = (await probe(page)).checks;
  await page.getByRole('button', { name: copy.upload.takePhoto }).click();
  // The check after the last one watched is posted only once that one has answered (no pile-up).
  await page.waitForFunction(
    ([from, count]) => {
      const { cameraProbe } = window as unknown as { cameraProbe: CameraProbe };
      return cameraProbe.captureSeenAt !== null || cameraProbe.checks > from! + count!;
    },
    [before, checks],
  );
  const seenAt = (await probe(page)).captureSeenAt;
  return seenAt === null ? null : seenAt - before;
}
