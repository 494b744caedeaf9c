import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, type EventObject, fromCallback, fromPromise } from 'xstate';

import { cameraStream, pageVisibility } from '@/app/live/camera';
import { cameraConstraints, cameraMachine, type CapturedPhoto } from '@machines/insurance/camera.machine';
import { cameraView } from '@machines/insurance/camera.view';
import { cameraMessages } from '@machines/insurance/rules/cameraMessages';
import type { CardQuality } from '@machines/insurance/rules/cardQuality';
import { type FakeStream, fakeStream, photoOf, qualities } from '@tests/fixtures/camera';
import { english } from '@tests/support/language';

/**
 * The machine with the real stream and visibility actors over a stand-in camera
 * (navigator.mediaDevices), a check the test drives by hand, and a capture returning a fixed photo.
 */
function start(options: { failWith?: string } = {}) {
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn((_: MediaStreamConstraints) => {
    if (options.failWith) return Promise.reject(new DOMException('no', options.failWith));
    const stream = fakeStream();
    streams.push(stream);
    return Promise.resolve(stream);
  });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  const checks: {
    input: { stream: MediaStream; intervalMs: number };
    send: (e: AnyEventObject) => void;
    stopped: boolean;
  }[] = [];
  const captureInputs: unknown[] = [];
  const photo = photoOf(qualities.excellent);
  const actor = createActor(
    cameraMachine.provide({
      actors: {
        cameraStream,
        pageVisibility,
        qualityCheck: fromCallback<EventObject, { stream: MediaStream; intervalMs: number }>(({ input, sendBack }) => {
          const check = { input, send: sendBack, stopped: false };
          checks.push(check);
          return () => (check.stopped = true);
        }),
        captureFrame: fromPromise<CapturedPhoto, { stream: MediaStream; jpegQuality: number }>(({ input }) => {
          captureInputs.push(input);
          return Promise.resolve(photo);
        }),
      },
    }),
  );
  actor.start();
  const live = () => checks.filter((c) => !c.stopped);
  return { actor, getUserMedia, streams, checks, live, captureInputs, photo };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => vi.unstubAllGlobals());

describe('camera machine with the browser camera', () => {
  it('asks for an ideal 1280×720 rear camera and checks its frames every 500 ms', async () => {
    const { actor, getUserMedia, live, streams } = start();
    expect(cameraView(actor.getSnapshot()).screen).toBe('starting');
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith(cameraConstraints);
    expect(cameraConstraints).toEqual({
      audio: false,
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } },
    });
    expect(live()).toHaveLength(1);
    expect(live()[0]!.input).toEqual({ stream: streams[0], intervalMs: 500 });
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', indicators: null, canCapture: false });
  });

  it('enables capture after two checks in a row above 0.7, and takes it away at the next poor one', async () => {
    const { actor, live } = start();
    await settle();
    const check = (quality: CardQuality) => live()[0]!.send({ type: 'QUALITY_CHECKED', quality });
    check(qualities.excellent);
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', canCapture: false });
    check(qualities.excellent); // a steady good card: one check (500 ms) after the first good one
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', canCapture: true });
    check(qualities.offCentre);
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', canCapture: false });
    actor.send({ type: 'CAPTURE' });
    expect(actor.getSnapshot().matches({ camera: 'live' })).toBe(true);
    check(qualities.excellent); // one lucky frame between poor ones never enables it
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', canCapture: false });
  });

  it('keeps an indicator for at least two checks (a second) before it changes', async () => {
    const { actor, live } = start();
    await settle();
    const check = (quality: CardQuality) => live()[0]!.send({ type: 'QUALITY_CHECKED', quality });
    const centering = () => {
      const view = cameraView(actor.getSnapshot());
      const label = view.screen === 'live' ? view.indicators?.find((i) => i.id === 'centering')?.label : undefined;
      return label && english(label);
    };
    check(qualities.offCentre);
    expect(centering()).toBe('Center card');
    check(qualities.excellent);
    expect(centering()).toBe('Center card'); // shown for one check only: it stays
    check(qualities.excellent);
    expect(centering()).toBe('Centered');
    check(qualities.offCentre);
    expect(centering()).toBe('Centered');
    check(qualities.offCentre);
    expect(centering()).toBe('Center card');
  });

  it('captures a JPEG at quality 0.9, turns the camera off for the review, and Retake turns it on again', async () => {
    const { actor, getUserMedia, streams, live, captureInputs, photo } = start();
    await settle();
    live()[0]!.send({ type: 'QUALITY_CHECKED', quality: qualities.excellent });
    live()[0]!.send({ type: 'QUALITY_CHECKED', quality: qualities.excellent });
    actor.send({ type: 'CAPTURE' });
    expect(captureInputs).toEqual([{ stream: streams[0], jpegQuality: 0.9 }]);
    await settle();
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'review', photo });
    expect(streams[0]!.stopped()).toBe(true);
    expect(live()).toHaveLength(0);

    actor.send({ type: 'RETAKE' });
    await settle();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(streams[1]!.stopped()).toBe(false);
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', indicators: null });
  });

  it('ends with the accepted photo as output', async () => {
    const { actor, live, photo, streams } = start();
    await settle();
    live()[0]!.send({ type: 'QUALITY_CHECKED', quality: qualities.excellent });
    live()[0]!.send({ type: 'QUALITY_CHECKED', quality: qualities.excellent });
    actor.send({ type: 'CAPTURE' });
    await settle();
    actor.send({ type: 'USE_PHOTO' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBe(photo);
    expect(photo.file.type).toBe('image/jpeg');
    expect(streams.every((s) => s.stopped())).toBe(true);
  });

  it('ends with no photo, camera off, when the guarantor takes the file upload instead', async () => {
    const { actor, streams } = start();
    await settle();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toBeNull();
    expect(streams[0]!.stopped()).toBe(true);
  });

  it('stops every track when its host stops it', async () => {
    const { actor, streams } = start();
    await settle();
    actor.stop();
    expect(streams[0]!.stopped()).toBe(true);
  });

  it('pauses the check while the page is hidden and resumes it when shown', async () => {
    const { actor, live } = start();
    await settle();
    live()[0]!.send({ type: 'QUALITY_CHECKED', quality: qualities.excellent });
    setVisibility('hidden');
    expect(live()).toHaveLength(0);
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'live', indicators: null, canCapture: false });
    setVisibility('visible');
    expect(live()).toHaveLength(1);
  });

  it.each([
    ['NotAllowedError', cameraMessages.denied],
    ['NotReadableError', cameraMessages.unavailable],
    ['NotFoundError', cameraMessages.unavailable],
    ['OverconstrainedError', cameraMessages.unavailable],
  ])('shows the message for %s, and Try Again asks again', async (name, message) => {
    const { actor, getUserMedia } = start({ failWith: name });
    await settle();
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'error', message });
    actor.send({ type: 'RETRY' });
    await settle();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('is unavailable in a browser without a camera API', () => {
    vi.stubGlobal('navigator', {});
    const actor = createActor(cameraMachine.provide({ actors: { cameraStream } })).start();
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'error', message: cameraMessages.unavailable });
  });

  it('reports a camera that goes away by itself as unavailable', async () => {
    const { actor, streams } = start();
    await settle();
    streams[0]!.end();
    expect(cameraView(actor.getSnapshot())).toMatchObject({ screen: 'error', message: cameraMessages.unavailable });
  });

  it('stops a camera that answers after the machine has moved on', async () => {
    let answer: (s: MediaStream) => void = () => {};
    const stream = fakeStream();
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: () => new Promise<MediaStream>((resolve) => (answer = resolve)) },
    });
    const actor = createActor(cameraMachine.provide({ actors: { cameraStream } })).start();
    actor.send({ type: 'CANCEL' });
    answer(stream);
    await settle();
    expect(stream.stopped()).toBe(true);
  });
});
