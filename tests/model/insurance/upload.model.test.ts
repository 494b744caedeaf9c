// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';

import { insuranceMessages } from '@machines/insurance/rules/insuranceMessages';
import { uploadMachine, type UploadRequest } from '@machines/insurance/upload.machine';
import { photoOf, qualities } from '@tests/fixtures/camera';
import { cardImage } from '@tests/fixtures/insurance';

import { done, type EventSamples, type Fixtures, modelTest } from '../harness';

const scaled = { image: new Blob([new Uint8Array([255, 216])], { type: 'image/jpeg' }), name: 'front.jpg' };

const fixtures = {
  prepareImage: { done: { scaled }, error: { undecodable: new Error('The source image could not be decoded.') } },
  // Reports UPLOAD_PROGRESS, UPLOADED or UPLOAD_FAILED, which are events of the model.
  uploadDocument: { done: {} },
  camera: { done: { 'photo accepted': photoOf(qualities.excellent), 'file instead': null } },
} satisfies Fixtures<typeof uploadMachine>;

const photo = cardImage('front.png');
const { file: capturedFile } = photoOf(qualities.excellent);
const captured = { image: capturedFile, name: capturedFile.name };
const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
const events: EventSamples<typeof uploadMachine> = {
  RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  IMAGE_CHOSEN: [
    { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
    { type: 'IMAGE_CHOSEN', image: pdf, name: 'card.pdf' },
  ],
  UPLOAD_PROGRESS: [{ type: 'UPLOAD_PROGRESS', fraction: 0.5 }],
  UPLOADED: [{ type: 'UPLOADED', documentId: 'DOC-1' }],
  UPLOAD_FAILED: [{ type: 'UPLOAD_FAILED' }],
  TAKE_PHOTO: [{ type: 'TAKE_PHOTO' }],
  RETRY: [{ type: 'RETRY' }],
  BACK: [{ type: 'BACK' }],
};

const inSide = (snapshot: { matches: (v: object) => boolean }, state: string) =>
  snapshot.matches({ front: state }) || snapshot.matches({ back: state });

modelTest('upload machine', {
  machine: uploadMachine,
  inputs: {
    'a new card': { documentType: 'PrimaryInsurance', sessionId: 'SES-1' },
    'the front uploaded on an earlier visit': {
      documentType: 'SecondaryInsurance',
      sessionId: null,
      frontDocumentId: 'DOC-7',
    },
  },
  events,
  fixtures,
  // Simple paths (every order of failures, retries and new choices on both sides) run to well over a
  // thousand; shortest paths plus one path per missed transition reach every state and transition.
  traversal: 'shortest',
  invariant: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('back') || snapshot.matches('uploaded')) expect(context.frontDocumentId).not.toBeNull();
    // Only an image goes on; a refused file, or a page restored without its image (issue 46), leaves
    // the reason and nothing to upload.
    if (inSide(snapshot, 'preparing')) expect(context.chosen?.image.type.startsWith('image/')).toBe(true);
    if (inSide(snapshot, 'choosing') && context.error !== null) {
      expect([insuranceMessages.notImage, insuranceMessages.photoAgain]).toContain(context.error);
      expect(context.chosen).toBeNull();
    }
    // Leaving is possible except while an image is being prepared or sent.
    expect(snapshot.can({ type: 'BACK' })).toBe(inSide(snapshot, 'choosing') || inSide(snapshot, 'failed'));
    if (inSide(snapshot, 'uploading')) {
      const side = snapshot.matches('front') ? 'front' : 'back';
      const child = (snapshot.children as Record<string, AnyActorRef | undefined>).uploadDocument;
      const request = (child?.getSnapshot() as { input: UploadRequest }).input;
      // The spec's form fields: page 1 or 2, the front's DocumentId for the back, the kind's name.
      expect(request).toMatchObject({
        file: context.prepared,
        SessionId: context.sessionId,
        DocumentType: context.documentType,
        PageNumber: side === 'front' ? 1 : 2,
        DocumentId: side === 'front' ? null : context.frontDocumentId,
      });
      expect([scaled, { image: photo, name: photo.name }, captured]).toContainEqual(context.prepared);
    }
    if (inSide(snapshot, 'failed')) {
      const side = snapshot.matches('front') ? 'front' : 'back';
      expect(context.error).toBe(insuranceMessages.uploadFailed(side));
      expect(context.prepared).not.toBeNull(); // 'Try Again' resends it without a new choice
    }
    if (snapshot.matches('uploaded')) expect(snapshot.output).toEqual({ status: 'uploaded', documentId: 'DOC-1' });
    if (snapshot.matches('closed'))
      expect(snapshot.output).toEqual({ status: 'back', frontDocumentId: context.frontDocumentId });
  },
  journeys: [
    {
      name: 'front then back uploaded',
      events: [
        { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
        done('prepareImage', 'scaled'),
        { type: 'UPLOADED', documentId: 'DOC-1' },
        { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
        done('prepareImage', 'scaled'),
        { type: 'UPLOADED', documentId: 'DOC-1' },
      ],
      expect: 'uploaded',
    },
    {
      name: 'a failed front upload waits for Try Again, which sends it again',
      events: [
        { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
        done('prepareImage', 'scaled'),
        { type: 'UPLOAD_FAILED' },
        { type: 'RETRY' },
      ],
      expect: { front: 'uploading' },
    },
    {
      name: 'a PDF is refused before any upload',
      events: [{ type: 'IMAGE_CHOSEN', image: pdf, name: 'card.pdf' }],
      expect: { front: 'choosing' },
    },
    {
      name: "the camera's accepted photo goes up as the front, like a chosen file",
      events: [{ type: 'TAKE_PHOTO' }, done('camera', 'photo accepted'), done('prepareImage', 'scaled')],
      expect: { front: 'uploading' },
    },
    {
      name: "'Upload a file instead' returns to the choice",
      events: [{ type: 'TAKE_PHOTO' }, done('camera', 'file instead')],
      expect: { front: 'choosing' },
    },
    { name: 'Back leaves', events: [{ type: 'BACK' }], expect: 'closed' },
  ],
});
