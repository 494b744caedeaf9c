import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { insuranceCopy as copy } from '@/screens/insurance/copy';
import { UploadScreen } from '@/screens/insurance/UploadScreen';
import { insuranceMessages } from '@machines/rules/insuranceMessages';
import { uploadMachine } from '@machines/upload.machine';
import { cardImage } from '@tests/fixtures/insurance';

import { screenPathTests } from './screenPaths';

const t = copy.upload;
const photo = cardImage('front.png');
const pdf = cardImage('card.pdf', 'application/pdf');

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const has = (text: string) => document.body.textContent.includes(text);

describe('upload machine paths through the upload screen', () => {
  screenPathTests({
    machine: uploadMachine,
    inputs: {
      'a new card': { documentType: 'PrimaryInsurance', sessionId: 'SES-1' },
      'the front uploaded before': { documentType: 'PrimaryInsurance', sessionId: null, frontDocumentId: 'DOC-7' },
    },
    events: {
      IMAGE_CHOSEN: [
        { type: 'IMAGE_CHOSEN', image: photo, name: photo.name },
        { type: 'IMAGE_CHOSEN', image: pdf, name: pdf.name },
      ],
      UPLOAD_PROGRESS: [{ type: 'UPLOAD_PROGRESS', fraction: 0.5 }],
      UPLOADED: [{ type: 'UPLOADED', documentId: 'DOC-1' }],
      UPLOAD_FAILED: [{ type: 'UPLOAD_FAILED' }],
      RETRY: [{ type: 'RETRY' }],
      BACK: [{ type: 'BACK' }],
    },
    fixtures: {
      prepareImage: {
        done: { scaled: { image: photo, name: photo.name } },
        error: { undecodable: new Error('decode') },
      },
      uploadDocument: { done: {} },
    },
    traversal: 'shortest',
    actorEvents: ['UPLOAD_PROGRESS', 'UPLOADED', 'UPLOAD_FAILED'],
    render: (actor) => <UploadScreen actor={actor} kind="primary" />,
    gestures: {
      // The picker sits behind its button, which only opens the browser's file dialog.
      IMAGE_CHOSEN: (user, event) => user.upload(picker(), event.image as File),
      RETRY: (user) => user.click(screen.getByRole('button', { name: t.tryAgain })),
      BACK: (user) => user.click(screen.getByRole('button', { name: copy.backToOptions })),
    },
    expectScreen: (snapshot, view) => {
      const side = snapshot.matches('back') ? 'back' : 'front';
      const busy = snapshot.matches({ [side]: 'preparing' }) || snapshot.matches({ [side]: 'uploading' });
      expect(has(t.uploading)).toBe(busy);
      expect(view.getByRole('button', { name: copy.backToOptions })).toHaveProperty('disabled', busy);
      expect(view.queryByRole('button', { name: side === 'front' ? t.front : t.back }) !== null).toBe(!busy);
      expect(has(t.frontDone)).toBe(side === 'back' && !busy);
      const failed = snapshot.matches({ [side]: 'failed' });
      expect(view.queryByRole('button', { name: t.tryAgain }) !== null).toBe(failed);
      const error = view.queryByRole('alert')?.textContent ?? null;
      if (failed) expect(error).toBe(insuranceMessages.uploadFailed(side));
      else expect([null, insuranceMessages.notImage]).toContain(error);
    },
  });
});
