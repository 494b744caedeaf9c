import { assign, type EventObject, fromCallback, fromPromise, not, setup } from 'xstate';

import { type LiveChecks, smoothChecks } from './rules/cameraSmoothing';
import { CAMERA, type CardQuality } from './rules/cardQuality';

/**
 * The insurance-card camera (spec sections 2, 4, 8, 9): camera (starting → live → captured) →
 * review → accepted, or Retake back to a fresh camera; denied / unavailable with Try Again. The
 * camera is held only inside `camera`: its stream actor stops every track when that state is left
 * (review, an error, cancel, or the host stopping this actor), so the camera light goes off. The
 * live check runs only while the page is visible.
 *
 * Output: the accepted photo, or null when the guarantor chose the file upload instead (CANCEL,
 * offered on every screen; final states take no events, so each open state lists it).
 */

/** The camera request of spec section 9: ideal 1280×720, rear-facing, no sound. */
export const cameraConstraints: MediaStreamConstraints = {
  audio: false,
  video: {
    width: { ideal: CAMERA.idealWidth },
    height: { ideal: CAMERA.idealHeight },
    facingMode: { ideal: CAMERA.facingMode },
  },
};

/** A captured photo: the JPEG (quality 0.9) as a File the upload can post, and its quality check. */
export interface CapturedPhoto {
  file: File;
  quality: CardQuality;
}

export type CameraOutput = CapturedPhoto | null;

/** What the stream actor reports: the camera is on (with its frame size), or it failed (DOMException name). */
export type CameraStreamEvent =
  | { type: 'CAMERA_READY'; stream: MediaStream; width: number; height: number }
  | { type: 'CAMERA_FAILED'; errorName: string };

export type CameraEvent =
  | CameraStreamEvent
  | { type: 'QUALITY_CHECKED'; quality: CardQuality }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'PAGE_SHOWN' }
  | { type: 'CAPTURE' }
  | { type: 'RETAKE' }
  | { type: 'USE_PHOTO' }
  | { type: 'RETRY' }
  /** The guarantor takes the file upload instead. */
  | { type: 'CANCEL' };

export interface CameraContext {
  /** The live camera; null outside `camera.live` / `camera.captured`. */
  stream: MediaStream | null;
  /** The stream's frame size (the outline is drawn in these pixels). */
  frame: { width: number; height: number } | null;
  /** The live checks, smoothed (./rules/cameraSmoothing); null until the first one, and after a pause. */
  checks: LiveChecks | null;
  photo: CapturedPhoto | null;
}

export const cameraMachine = setup({
  types: {
    context: {} as CameraContext,
    events: {} as CameraEvent,
    output: {} as CameraOutput,
  },
  actors: {
    /** getUserMedia with `constraints`; reports CAMERA_READY / CAMERA_FAILED; stopping it stops every track. */
    cameraStream: fromCallback<EventObject, MediaStreamConstraints>(() => {
      throw new Error('cameraStream not provided');
    }),
    /** Checks a frame of `stream` every `intervalMs` and reports QUALITY_CHECKED. */
    qualityCheck: fromCallback<EventObject, { stream: MediaStream; intervalMs: number }>(() => {
      throw new Error('qualityCheck not provided');
    }),
    /** Reports PAGE_HIDDEN / PAGE_SHOWN: at once, then on every change. */
    pageVisibility: fromCallback<EventObject>(() => {
      throw new Error('pageVisibility not provided');
    }),
    /** One frame of `stream` as a JPEG at `jpegQuality`, with its quality check. */
    captureFrame: fromPromise<CapturedPhoto, { stream: MediaStream; jpegQuality: number }>(() => {
      throw new Error('captureFrame not provided');
    }),
  },
  actions: {
    keepStream: assign((_, params: { stream: MediaStream; width: number; height: number }) => ({
      stream: params.stream,
      frame: { width: params.width, height: params.height },
    })),
    forgetStream: assign({ stream: null, frame: null, checks: null }),
    keepQuality: assign(({ context }, params: { quality: CardQuality }) => ({
      checks: smoothChecks(context.checks, params.quality),
    })),
    forgetQuality: assign({ checks: null }),
    keepPhoto: assign((_, params: { photo: CapturedPhoto }) => ({ photo: params.photo })),
    forgetPhoto: assign({ photo: null }),
  },
  guards: {
    /** Spec section 8: NotAllowedError is a denial; any other failure means the camera is unavailable. */
    isDenied: (_, params: { errorName: string }) => params.errorName === 'NotAllowedError',
    /**
     * Spec section 9: capture allowed above an overall score of 0.7; the last two live checks must
     * both say so (issue 18: one lucky frame never enables it).
     */
    canCapture: ({ context }) => context.checks?.canCapture === true,
  },
}).createMachine({
  id: 'camera',
  context: { stream: null, frame: null, checks: null, photo: null },
  initial: 'camera',
  states: {
    /** Holds the camera. */
    camera: {
      invoke: { id: 'cameraStream', src: 'cameraStream', input: () => cameraConstraints },
      exit: 'forgetStream',
      on: {
        CANCEL: 'cancelled',
        CAMERA_FAILED: [
          {
            guard: { type: 'isDenied', params: ({ event }) => ({ errorName: event.errorName }) },
            target: 'denied',
          },
          { target: 'unavailable' },
        ],
      },
      initial: 'starting',
      states: {
        starting: {
          on: {
            CAMERA_READY: {
              target: 'live',
              actions: { type: 'keepStream', params: ({ event }) => event },
            },
          },
        },
        /** 'Position your insurance card': the live check every 500 ms while the page is visible. */
        live: {
          invoke: { id: 'pageVisibility', src: 'pageVisibility' },
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'qualityCheck',
                src: 'qualityCheck',
                input: ({ context }) => ({ stream: context.stream!, intervalMs: CAMERA.checkIntervalMs }),
              },
              on: {
                QUALITY_CHECKED: { actions: { type: 'keepQuality', params: ({ event }) => event } },
                PAGE_HIDDEN: 'paused',
              },
              /**
               * Capture readiness is a state, not only context: the trace records a repeated check
               * once, and a replay must still reach `ready` where the camera did.
               */
              initial: 'waiting',
              states: {
                waiting: { always: { guard: 'canCapture', target: 'ready' } },
                ready: {
                  always: { guard: not('canCapture'), target: 'waiting' },
                  on: { CAPTURE: '#camera.camera.captured' },
                },
              },
            },
            /**
             * A hidden page checks nothing; the last result is dropped (the card may move meanwhile)
             * and a check still in flight when the page was hidden is ignored.
             */
            paused: {
              entry: 'forgetQuality',
              on: { PAGE_SHOWN: 'checking' },
            },
          },
        },
        /** The frame is taken and encoded; the camera is still on until it is done. */
        captured: {
          invoke: {
            id: 'captureFrame',
            src: 'captureFrame',
            input: ({ context }) => ({ stream: context.stream!, jpegQuality: CAMERA.jpegQuality }),
            onDone: {
              target: '#camera.review',
              actions: { type: 'keepPhoto', params: ({ event }) => ({ photo: event.output }) },
            },
            onError: '#camera.unavailable',
          },
        },
      },
    },
    /** 'Review your image'; the camera is off. Retake starts it again. */
    review: {
      on: {
        RETAKE: { target: 'camera', actions: 'forgetPhoto' },
        USE_PHOTO: 'accepted',
        CANCEL: { target: 'cancelled', actions: 'forgetPhoto' },
      },
    },
    /** 'Camera Access Needed' with the denial message. */
    denied: { on: { RETRY: 'camera', CANCEL: 'cancelled' } },
    /** 'Camera Access Needed' with the unavailable message. */
    unavailable: { on: { RETRY: 'camera', CANCEL: 'cancelled' } },
    accepted: { type: 'final' },
    /** The guarantor chose the file upload. */
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.photo,
});
