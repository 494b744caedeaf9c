import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { cameraCopy as cameraCopyMessages, cameraTips as cameraTipsMessages } from '@/screens/insurance/camera/copy';
import {
  cameraIndicators as cameraIndicatorsMessages,
  cameraMessages as cameraMessageWords,
  cameraText as cameraTextMessages,
} from '@machines/insurance/rules/cameraMessages';
import { overlayRect } from '@machines/insurance/rules/cardImage/overlay';
import { photoOf, qualities } from '@tests/fixtures/camera';
import { english } from '@tests/support/language';

import { renderCamera, stubObjectUrls } from './cameraHarness';

const cameraCopy = english(cameraCopyMessages);
const cameraTips = english(cameraTipsMessages);
const cameraIndicators = english(cameraIndicatorsMessages);
const cameraMessages = english(cameraMessageWords);
const cameraText = english(cameraTextMessages);

stubObjectUrls();

const indicatorTexts = () =>
  within(screen.getByRole('group', { name: cameraCopy.indicatorsLabel }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent.replace(/^[✓!]\s*/, ''));

async function liveCamera() {
  const rendered = renderCamera();
  await rendered.camera.ready();
  return rendered;
}

describe("'Position your insurance card'", () => {
  it('says the camera is starting until it answers', () => {
    renderCamera();
    expect(screen.getByRole('heading', { level: 1, name: cameraText.liveHeading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.starting);
  });

  it('shows the live video with the card outline, and waits for the first check', async () => {
    const { starts, container } = await liveCamera();
    const video = container.querySelector('video')!;
    expect(video).toHaveAccessibleName(cameraCopy.preview);
    expect((video as HTMLVideoElement & { srcObject: unknown }).srcObject).toBe(starts[0]!.stream);
    const outline = container.querySelector('svg rect')!;
    const expected = overlayRect(1280, 720);
    expect(Number(outline.getAttribute('x'))).toBeCloseTo(expected.x);
    expect(Number(outline.getAttribute('width'))).toBeCloseTo(expected.width);
    expect(screen.getByText(cameraCopy.checking)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cameraText.captureBlocked })).toBeDisabled();
  });

  it.each([
    ['every check passing', qualities.excellent, ['Sharp', 'Centered', 'Good light', 'Card detected']],
    ['a blurred card', qualities.blurry, ['Blurry', 'Centered', 'Good light', 'Show card']],
    ['an off-centre card', qualities.offCentre, ['Sharp', 'Center card', 'Good light', 'Card detected']],
    ['a dark scene', qualities.dark, ['Blurry', 'Centered', 'More light', 'Card detected']],
    ['glare', qualities.bright, ['Sharp', 'Centered', 'Less light', 'Card detected']],
    ['no card', qualities.noCard, ['Blurry', 'Center card', 'Good light', 'Show card']],
  ])('reads out the four indicators for %s', async (_, quality, texts) => {
    const { camera } = await liveCamera();
    await camera.check(quality);
    expect(indicatorTexts()).toEqual(texts);
  });

  it("keeps 'Position card properly' disabled until two checks in a row score above 0.7, then offers 'Capture'", async () => {
    const { camera } = await liveCamera();
    await camera.check(qualities.offCentre); // 0.6
    expect(screen.getByRole('button', { name: cameraText.captureBlocked })).toBeDisabled();
    await camera.check(qualities.soft); // 0.75, the first
    expect(screen.getByRole('button', { name: cameraText.captureBlocked })).toBeDisabled();
    await camera.check(qualities.soft); // the second in a row
    expect(screen.getByRole('button', { name: cameraText.capture })).toBeEnabled();
    await camera.check(qualities.dark); // 0.5
    expect(screen.getByRole('button', { name: cameraText.captureBlocked })).toBeDisabled();
  });

  it('announces the indicators politely, and only the one that changed, once', async () => {
    const { camera } = await liveCamera();
    const region = screen.getByRole('group', { name: cameraCopy.indicatorsLabel });
    expect(region).toHaveAttribute('aria-live', 'polite');
    await camera.check(qualities.offCentre);

    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => changes.push((r.target.textContent ?? '').trim())),
    );
    observer.observe(region, { subtree: true, childList: true, characterData: true });
    await camera.check(qualities.offCentre);
    await camera.check(qualities.offCentre);
    await Promise.resolve(); // MutationObserver callbacks are microtasks
    expect(changes).toEqual([]);

    await camera.check(qualities.excellent); // only centering changes
    await camera.check(qualities.excellent); // and the capture becomes ready
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toContain(cameraIndicators.centering.ok);
    expect(changes.join(' ')).not.toMatch(/Sharp|Good light|Card detected/);
    expect(region).toHaveTextContent(cameraCopy.ready);
  });
});

describe("'Review your image'", () => {
  async function review(photo = photoOf(qualities.excellent)) {
    const rendered = await liveCamera();
    await rendered.camera.check(qualities.excellent);
    await rendered.camera.check(qualities.excellent);
    await rendered.user.click(screen.getByRole('button', { name: cameraText.capture }));
    expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.capturing);
    await rendered.camera.photo(photo);
    return { ...rendered, photo };
  }

  it('shows the photo, its quality percentage, sharpness, centering and lighting', async () => {
    await review();
    const heading = screen.getByRole('heading', { level: 1, name: cameraText.reviewHeading });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('img', { name: cameraCopy.photoAlt })).toHaveAttribute('src', 'blob:photo');
    const measures = screen.getByText(cameraCopy.quality).closest('dl')!;
    expect(measures).toHaveTextContent(/Quality\s*100% \(Excellent\)/);
    expect(measures).toHaveTextContent(/Sharpness\s*Sharp/);
    expect(measures).toHaveTextContent(/Centering\s*97% \(Centered\)/);
    expect(measures).toHaveTextContent(/Lighting\s*Good light/);
    expect(screen.queryByRole('heading', { name: cameraCopy.tipsHeading })).not.toBeInTheDocument();
  });

  it('gives a tip for each failing check when the score is below 0.7', async () => {
    await review(photoOf(qualities.dark)); // blurry and dark: 0.5
    expect(screen.getByText(/50% \(Fair\)/)).toBeInTheDocument();
    const tips = screen.getByRole('region', { name: cameraCopy.tipsHeading });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([cameraTips.sharpness, cameraTips.dark]);
  });

  it.each([
    [
      'glare on an off-centre card',
      { ...qualities.bright, centered: false, score: 0.35 },
      [cameraTips.centering, cameraTips.bright],
    ],
    ['no card', qualities.noCard, [cameraTips.sharpness, cameraTips.centering, cameraTips.card]],
  ])('names what to fix for %s', async (_, quality, expected) => {
    await review(photoOf(quality));
    const tips = screen.getByRole('region', { name: cameraCopy.tipsHeading });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expected);
  });

  it('gives no tips at 0.7 or above, even with a check failing', async () => {
    await review(photoOf(qualities.bright)); // 0.75
    expect(screen.getByText(/75% \(Good\)/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cameraCopy.tipsHeading })).not.toBeInTheDocument();
  });

  it("turns the camera off for the review and on again with 'Retake'", async () => {
    const { user, starts } = await review();
    expect(starts[0]!.stream.stopped()).toBe(true);
    await user.click(screen.getByRole('button', { name: cameraText.retake }));
    expect(starts).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: cameraText.liveHeading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.starting);
  });

  it("hands the photo to the host with 'Use this photo'", async () => {
    const { user, actor, photo } = await review();
    await user.click(screen.getByRole('button', { name: cameraCopy.usePhoto }));
    expect(actor.getSnapshot().output).toBe(photo);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe("'Camera Access Needed'", () => {
  it.each([
    ['NotAllowedError', cameraMessages.denied],
    ['NotReadableError', cameraMessages.unavailable],
    ['NotFoundError', cameraMessages.unavailable],
  ])('shows the message for %s and asks again with Try Again', async (name, message) => {
    const { camera, user, starts } = renderCamera();
    await camera.fail(name);
    expect(screen.getByRole('heading', { level: 1, name: cameraText.errorHeading })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    await user.click(screen.getByRole('button', { name: cameraText.tryAgain }));
    expect(starts).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.starting);
  });
});

describe("'Upload a file instead'", () => {
  it.each([
    ['while starting', () => Promise.resolve()],
    ['on the live camera', (r: ReturnType<typeof renderCamera>) => r.camera.ready()],
    ['on the error panel', (r: ReturnType<typeof renderCamera>) => r.camera.fail('NotAllowedError')],
  ])('ends the camera with no photo %s', async (_, reach) => {
    const rendered = renderCamera();
    await reach(rendered);
    await rendered.user.click(screen.getByRole('button', { name: cameraCopy.uploadInstead }));
    expect(rendered.actor.getSnapshot().status).toBe('done');
    expect(rendered.actor.getSnapshot().output).toBeNull();
    expect(rendered.starts[0]!.stream.stopped()).toBe(true);
  });
});
