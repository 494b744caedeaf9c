import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { server } from '@/demo/node';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { cardImage } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';
import { capture } from '@tests/unit/api/capture';

import { heading, openInsurance, stepButton } from './helpers';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

const t = copy.upload;

afterEach(() => window.history.replaceState(null, '', '/'));

async function openUpload(step: 'primary' | 'secondary' = 'primary') {
  const { user } = await openInsurance();
  await user.click(stepButton(step));
  expect(await heading(copy.steps[step])).toHaveFocus();
  expect(screen.getByRole('button', { name: copy.choice.manual })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: copy.choice.upload }));
  expect(await heading(t.heading(step))).toHaveFocus();
  return user;
}

/** The picker behind the visible 'Upload … of Insurance Card' button. */
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function choose(user: UserEvent, file: File) {
  await user.upload(picker(), file);
}

/** Lets the demo backend answer every upload, recording what was sent. */
function recordUploads() {
  const sent: FormData[] = [];
  server.use(
    http.post(`*${API_PATHS.uploadDocument}`, async ({ request }) => {
      sent.push(await request.clone().formData());
    }),
  );
  return sent;
}

describe('card upload', () => {
  it('says only images are accepted, before anything is chosen', async () => {
    await openUpload();
    const button = screen.getByRole('button', { name: t.front });
    expect(button).toHaveAccessibleDescription(t.imagesOnly);
    expect(picker()).toHaveAttribute('accept', 'image/*');
  });

  it('uploads the front, then the back with the front’s DocumentId, and completes the step', async () => {
    const sent = recordUploads();
    const user = await openUpload();
    await choose(user, cardImage('front.png'));
    expect(await screen.findByText(t.frontDone)).toBeInTheDocument();
    const back = screen.getByRole('button', { name: t.back });
    await choose(user, cardImage('back.png'));

    expect(await heading(copy.landing.heading)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(t.bothDone);
    expect(stepButton('primary')).toHaveAccessibleName(`${copy.steps.primary} ${copy.complete}`);
    expect(back).not.toBeInTheDocument();

    const [front, backSide] = sent;
    expect(front!.get('PageNumber')).toBe('1');
    expect(front!.get('DocumentType')).toBe('PrimaryInsurance');
    expect(front!.get('DocumentId')).toBeNull();
    expect(front!.get('File')).not.toBeNull(); // its name and bytes are checked in Chromium (jsdom drops them)
    expect(backSide!.get('PageNumber')).toBe('2');
    expect(backSide!.get('DocumentId')).toMatch(/^DOC-/);
  });

  it("shows 'Uploading image...' while the image goes up", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`*${API_PATHS.uploadDocument}`, async () => void (await held)));
    const user = await openUpload('secondary');
    await choose(user, cardImage('front.png'));
    expect(await screen.findByText(t.uploading)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t.progress })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.backToOptions })).toBeDisabled();
    release();
    expect(await screen.findByText(t.frontDone)).toBeInTheDocument();
  });

  it("a failed front shows the spec's error; 'Try Again' sends the front again without a new choice", async () => {
    const posts = capture('post', `*${API_PATHS.uploadDocument}`, () => HttpResponse.json({}, { status: 500 }));
    const user = await openUpload();
    await choose(user, cardImage('front.png'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(insuranceMessages.uploadFailed('front'));
    expect(alert).toHaveFocus();

    server.resetHandlers();
    const sent = recordUploads();
    await user.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(await screen.findByText(t.frontDone)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(sent[0]!.get('PageNumber')).toBe('1');
  });

  it('a failed back names the back side', async () => {
    const user = await openUpload();
    await choose(user, cardImage('front.png'));
    await screen.findByText(t.frontDone);
    server.use(http.post(`*${API_PATHS.uploadDocument}`, () => HttpResponse.json({}, { status: 500 })));
    await choose(user, cardImage('back.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(insuranceMessages.uploadFailed('back'));
    expect(screen.getByRole('button', { name: t.tryAgain })).toBeInTheDocument();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const sent = recordUploads();
    const user = (await openUpload()).setup({ applyAccept: false });
    await choose(user, cardImage('card.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(insuranceMessages.notImage);
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: t.front })).toBeInTheDocument();
  });

  it('keeps an uploaded front across a trip back: the next visit asks for the back', async () => {
    const user = await openUpload();
    await choose(user, cardImage('front.png'));
    await screen.findByText(t.frontDone);
    await user.click(screen.getByRole('button', { name: copy.backToOptions }));
    expect(await heading(copy.steps.primary)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: copy.backToSteps }));
    await heading(copy.landing.heading);
    expect(stepButton('primary')).toHaveAccessibleName(`${copy.steps.primary} ${copy.incomplete}`);
    await user.click(stepButton('primary'));
    await user.click(await screen.findByRole('button', { name: copy.choice.upload }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.back })).toBeInTheDocument());
    expect(screen.getByText(t.frontDone)).toBeInTheDocument();
  });
});
