import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import type { uploadMachine } from '@machines/insurance/upload.machine';
import { english } from '@tests/support/language';

import { direct, type Screen, screenTest } from '../harness/screen';
import { giveCamera, renderUpload, takeCamera, uploadScreenModel } from './upload.render';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

const t = copy.upload;
beforeEach(giveCamera);
afterEach(takeCamera);

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sideOf = (snapshot: SnapshotFrom<typeof uploadMachine>) => (snapshot.matches('back') ? 'back' : 'front');
const backToOptions = (screen: Screen) => screen.getByRole('button', { name: copy.backToOptions });

/** The side's choice: the file button and 'Take a photo', the refusal of a non-image if any. */
function choosing(screen: Screen, snapshot: SnapshotFrom<typeof uploadMachine>) {
  const side = sideOf(snapshot);
  expect(screen.getByRole('button', { name: side === 'front' ? t.front : t.back })).toBeEnabled();
  expect(screen.getByRole('button', { name: t.takePhoto })).toBeEnabled();
  expect(backToOptions(screen)).toBeEnabled();
  expect(screen.queryByText(t.uploading)).toBeNull();
  expect(screen.queryByText(t.frontDone) !== null).toBe(side === 'back');
}

/** 'Uploading image...' with the progress; nothing else can be done meanwhile. */
function busy(screen: Screen) {
  expect(screen.getByText(t.uploading)).toBeInTheDocument();
  expect(backToOptions(screen)).toBeDisabled();
  expect(screen.queryByRole('button', { name: t.takePhoto })).toBeNull();
}

const views = {
  choosing: (screen: Screen, snapshot: SnapshotFrom<typeof uploadMachine>) => {
    choosing(screen, snapshot);
    const error = screen.queryByRole('alert')?.textContent ?? null;
    // A refused file, or a page restored without its image (issue 46): the reason, as the machine says.
    const { error: reason } = snapshot.context;
    const said =
      reason === insuranceMessageWords.photoAgain ? insuranceMessages.photoAgain : insuranceMessages.notImage;
    expect(error).toBe(reason === null ? null : said);
  },
  // The camera's own screens (their screen test drives them) replace the upload screen.
  camera: (screen: Screen) => {
    expect(screen.getByText('camera screens')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.backToOptions })).toBeNull();
    expect(screen.queryByText(t.imagesOnly)).toBeNull();
  },
  preparing: busy,
  uploading: busy,
  failed: (screen: Screen, snapshot: SnapshotFrom<typeof uploadMachine>) => {
    choosing(screen, snapshot);
    expect(screen.getByRole('alert')).toHaveTextContent(insuranceMessages.uploadFailed(sideOf(snapshot)));
    expect(screen.getByRole('button', { name: t.tryAgain })).toBeEnabled();
  },
};

screenTest('upload screen', {
  ...uploadScreenModel,
  render: renderUpload,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    // The picker sits behind its button, which only opens the browser's file dialog; `accept` there is
    // a hint (a guarantor can pick 'All files'), so the change event carries whatever was picked.
    IMAGE_CHOSEN: ({ image }) => Promise.resolve(fireEvent.change(picker(), { target: { files: [image] } })),
    TAKE_PHOTO: (_, user, screen) => user.click(screen.getByRole('button', { name: /^Take a photo/ })),
    RETRY: (_, user, screen) => user.click(screen.getByRole('button', { name: t.tryAgain })),
    BACK: (_, user, screen) => user.click(backToOptions(screen)),
    UPLOAD_PROGRESS: direct('the upload reports it'),
    UPLOADED: direct('the upload reports it'),
    UPLOAD_FAILED: direct('the upload reports it'),
  },
  views: {
    'front.choosing': views.choosing,
    'front.camera': views.camera,
    'front.preparing': views.preparing,
    'front.uploading': views.uploading,
    'front.failed': views.failed,
    'back.choosing': views.choosing,
    'back.camera': views.camera,
    'back.preparing': views.preparing,
    'back.uploading': views.uploading,
    'back.failed': views.failed,
    // The insurance step takes over from a finished upload.
    uploaded: (screen) => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(),
    closed: (screen) => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(),
  },
});
