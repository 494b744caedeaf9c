// The upload screen as its screen test renders it, with the model it walks (the upload machine has no
// model file: its model test samples other inputs): shared by that test and the restore test
// (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import type { ActorRefFrom } from 'xstate';

import { UploadScreen } from '@/screens/insurance/UploadScreen';
import { uploadMachine } from '@machines/insurance/upload.machine';
import { photoOf, qualities } from '@tests/fixtures/camera';
import { cardImage } from '@tests/fixtures/insurance';

import type { ModelDefinition } from '../harness';

const photo = cardImage('front.png');
const pdf = cardImage('card.pdf', 'application/pdf');

export const uploadScreenModel = {
  machine: uploadMachine,
  inputs: {
    'a new card': { documentType: 'PrimaryInsurance', sessionId: 'SES-1' },
    'the front uploaded before': { documentType: 'PrimaryInsurance', sessionId: null, frontDocumentId: 'DOC-7' },
  },
  events: {
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
    IMAGE_CHOSEN: [
      { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
      { type: 'IMAGE_CHOSEN', image: pdf, name: pdf.name },
    ],
    TAKE_PHOTO: [{ type: 'TAKE_PHOTO' }],
    UPLOAD_PROGRESS: [{ type: 'UPLOAD_PROGRESS', fraction: 0.5 }],
    UPLOADED: [{ type: 'UPLOADED', documentId: 'DOC-1' }],
    UPLOAD_FAILED: [{ type: 'UPLOAD_FAILED' }],
    RETRY: [{ type: 'RETRY' }],
    BACK: [{ type: 'BACK' }],
  },
  fixtures: {
    prepareImage: { done: { scaled: { image: photo, name: photo.name } }, error: { undecodable: new Error('decode') } },
    uploadDocument: { done: {} },
    camera: { done: { 'photo accepted': photoOf(qualities.excellent), 'file instead': null } },
  },
} satisfies ModelDefinition<typeof uploadMachine>;

// jsdom has no camera: give it the API, so 'Take a photo' shows (what it does is the camera's tests).
export const giveCamera = () =>
  void Object.assign(navigator, { mediaDevices: { getUserMedia: () => new Promise(() => {}) } });
export const takeCamera = () => void Reflect.deleteProperty(navigator, 'mediaDevices');

export const renderUpload = (actor: ActorRefFrom<typeof uploadMachine>) => (
  <UploadScreen actor={actor} kind="primary" renderCamera={() => <p>camera screens</p>} />
);
