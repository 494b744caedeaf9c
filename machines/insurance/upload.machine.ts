import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';

import type { RestoredEvent } from '@machines/restored';
import type { Words } from '@machines/rules/words';
import type { UploadDocumentType } from '@machines/types';

import { cameraMachine, type CapturedPhoto } from './camera.machine';
import { isImageType } from './rules/imageScale';
import { type CardSide, insuranceMessages } from './rules/insuranceMessages';

/** An image of one side of the card, from any source: the file picker today, the camera later. */
export interface CardImage {
  image: Blob;
  name: string;
}

/** What the uploadDocument actor sends (spec section 3, document upload), with the image and its name. */
export interface UploadRequest {
  file: CardImage;
  SessionId: string | null;
  /** The front's DocumentId for the back; null for the front. */
  DocumentId: string | null;
  PageNumber: 1 | 2;
  DocumentType: UploadDocumentType;
}

/** What the uploadDocument actor reports while it runs; exactly one of UPLOADED / UPLOAD_FAILED ends it. */
export type UploadReport =
  { type: 'UPLOAD_PROGRESS'; fraction: number } | { type: 'UPLOADED'; documentId: string } | { type: 'UPLOAD_FAILED' };

export interface UploadInput {
  documentType: UploadDocumentType;
  sessionId: string | null;
  /** Set when the front was uploaded earlier in this flow: the upload goes on with the back. */
  frontDocumentId?: string | null;
}

export interface UploadContext {
  documentType: UploadDocumentType;
  sessionId: string | null;
  frontDocumentId: string | null;
  /** The back's answer: set once both sides are uploaded. */
  uploadedDocumentId: string | null;
  /** The image of the side in progress as chosen, then as it goes up; kept so Try Again resends it. */
  chosen: CardImage | null;
  prepared: CardImage | null;
  /** 0..1 while uploading, once the browser reports it. */
  progress: number | null;
  error: Words | null;
}

/**
 * IMAGE_CHOSEN: an image for the side in progress from the file picker. TAKE_PHOTO: 'Take a photo'
 * (the screen offers it only where the browser has a camera); the camera's accepted photo then goes
 * the same way as a chosen file.
 */
export type UploadEvent =
  | { type: 'IMAGE_CHOSEN'; image: Blob; name: string }
  | { type: 'TAKE_PHOTO' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | UploadReport
  | RestoredEvent;

export type UploadOutput =
  { status: 'uploaded'; documentId: string } | { status: 'back'; frontDocumentId: string | null };

const PAGE_NUMBER: Record<CardSide, 1 | 2> = { front: 1, back: 2 };

/**
 * The card upload (spec section 4, "Upload"): front, then back, each side choosing → preparing (a
 * large photo is scaled down in the browser) → uploading (with progress) → the next side, or failed
 * (the spec's error and 'Try Again', which resends the same prepared image for the same side).
 * Ends with both sides uploaded, or backed out ('Back to options') keeping a front already uploaded.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as UploadOutput,
    children: {} as { prepareImage: 'prepareImage'; uploadDocument: 'uploadDocument'; camera: 'camera' },
  },
  actors: {
    /** The camera (live check, capture, review); its output is the accepted photo, or null for the file picker. */
    camera: cameraMachine,
    /** Scales a large photo down (JPEG 0.9); answers the image to upload (the same one when small). */
    prepareImage: fromPromise<CardImage, CardImage>(() => {
      throw new Error('prepareImage not provided');
    }),
    /** Posts Document/upload; reports progress, then UPLOADED or UPLOAD_FAILED. Stopping it aborts the post. */
    uploadDocument: fromCallback<EventObject, UploadRequest>(() => {
      throw new Error('uploadDocument not provided');
    }),
  },
  guards: {
    hasFrontDocument: ({ context }) => context.frontDocumentId !== null,
    isImage: (_, params: { image: Blob }) => isImageType(params.image.type),
    hasPhoto: (_, params: { photo: CapturedPhoto | null }) => params.photo !== null,
  },
  actions: {
    keepChosen: assign((_, params: CardImage) => ({ chosen: params, prepared: null, error: null })),
    refuseNotImage: assign({ chosen: null, prepared: null, error: insuranceMessages.notImage }),
    askPhotoAgain: assign({ chosen: null, prepared: null, progress: null, error: insuranceMessages.photoAgain }),
    keepPrepared: assign((_, params: CardImage) => ({ prepared: params })),
    startProgress: assign({ progress: null, error: null }),
    clearError: assign({ error: null }),
    noteProgress: assign((_, params: { fraction: number }) => ({
      progress: Math.min(1, Math.max(0, params.fraction)),
    })),
    showFailure: assign((_, params: { side: CardSide }) => ({ error: insuranceMessages.uploadFailed(params.side) })),
    frontUploaded: assign((_, params: { documentId: string }) => ({
      frontDocumentId: params.documentId,
      chosen: null,
      prepared: null,
      progress: null,
    })),
    backUploaded: assign((_, params: { documentId: string }) => ({ uploadedDocumentId: params.documentId })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    documentType: input.documentType,
    sessionId: input.sessionId,
    frontDocumentId: input.frontDocumentId ?? null,
    uploadedDocumentId: null,
    chosen: null,
    prepared: null,
    progress: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasFrontDocument', target: 'back' }, { target: 'front' }],
    },
    front: side('front'),
    back: side('back'),
    uploaded: { type: 'final' },
    /** 'Back to options': a front already uploaded is kept by the parent for a later visit. */
    closed: { type: 'final' },
  },
  output: ({ context }) =>
    context.uploadedDocumentId !== null
      ? { status: 'uploaded', documentId: context.uploadedDocumentId }
      : { status: 'back', frontDocumentId: context.frontDocumentId },
});

/** One side's states; the two sides differ only in page number, message and what follows. */
function side(which: CardSide) {
  // A new image is welcome while nothing is going up: first, or instead of one that failed.
  const imageChosen = [
    {
      guard: { type: 'isImage' as const, params: ({ event }: { event: { image: Blob } }) => event },
      target: `#upload.${which}.preparing`,
      actions: {
        type: 'keepChosen' as const,
        params: ({ event }: { event: CardImage }) => ({ image: event.image, name: event.name }),
      },
    },
    { target: `#upload.${which}.choosing`, actions: 'refuseNotImage' as const },
  ];
  // Back from what the tab kept (issue 46): the image (or the camera's stream) was not kept, so the
  // side asks for it again, saying why.
  const askAgain = { RESTORED: { target: `#upload.${which}.choosing`, actions: 'askPhotoAgain' as const } };
  return {
    initial: 'choosing' as const,
    states: {
      choosing: {
        on: {
          IMAGE_CHOSEN: imageChosen,
          TAKE_PHOTO: { target: 'camera', actions: 'clearError' as const },
          BACK: '#upload.closed',
        },
      },
      /** The camera's screens; an accepted photo is uploaded like a chosen file, else back to the choice. */
      camera: {
        on: askAgain,
        invoke: {
          id: 'camera' as const,
          src: 'camera' as const,
          onDone: [
            {
              guard: {
                type: 'hasPhoto' as const,
                params: ({ event }: { event: { output: CapturedPhoto | null } }) => ({ photo: event.output }),
              },
              target: 'preparing',
              actions: {
                type: 'keepChosen' as const,
                params: ({ event }: { event: { output: CapturedPhoto | null } }) => ({
                  image: event.output!.file,
                  name: event.output!.file.name,
                }),
              },
            },
            { target: 'choosing' },
          ],
        },
      },
      preparing: {
        on: askAgain,
        invoke: {
          id: 'prepareImage' as const,
          src: 'prepareImage' as const,
          input: ({ context }: { context: UploadContext }) => context.chosen!,
          onDone: {
            target: 'uploading',
            actions: {
              type: 'keepPrepared' as const,
              params: ({ event }: { event: { output: CardImage } }) => event.output,
            },
          },
          // An image the browser cannot decode (HEIC, say) goes up as it is: the server may read it.
          onError: {
            target: 'uploading',
            actions: {
              type: 'keepPrepared' as const,
              params: ({ context }: { context: UploadContext }) => context.chosen!,
            },
          },
        },
      },
      uploading: {
        entry: 'startProgress' as const,
        invoke: {
          id: 'uploadDocument' as const,
          src: 'uploadDocument' as const,
          input: ({ context }: { context: UploadContext }): UploadRequest => ({
            file: context.prepared!,
            SessionId: context.sessionId,
            DocumentId: which === 'back' ? context.frontDocumentId : null,
            PageNumber: PAGE_NUMBER[which],
            DocumentType: context.documentType,
          }),
        },
        on: {
          ...askAgain,
          UPLOAD_PROGRESS: {
            actions: { type: 'noteProgress' as const, params: ({ event }: { event: { fraction: number } }) => event },
          },
          UPLOADED: {
            target: which === 'front' ? '#upload.back' : '#upload.uploaded',
            actions: {
              type: which === 'front' ? ('frontUploaded' as const) : ('backUploaded' as const),
              params: ({ event }: { event: { documentId: string } }) => event,
            },
          },
          UPLOAD_FAILED: {
            target: 'failed',
            actions: { type: 'showFailure' as const, params: { side: which } },
          },
        },
      },
      /** The spec's error and 'Try Again' (the same prepared image, the same side), or another image. */
      failed: {
        on: {
          ...askAgain,
          RETRY: 'uploading',
          IMAGE_CHOSEN: imageChosen,
          // A message about the earlier image would be stale once the camera is open (or left).
          TAKE_PHOTO: { target: 'camera', actions: 'clearError' as const },
          BACK: '#upload.closed',
        },
      },
    },
  };
}
