import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import { Said } from '@/ui/Said';
import type { cameraMachine } from '@machines/insurance/camera.machine';
import type { InsuranceKind } from '@machines/insurance/rules/insuranceForms';
import type { uploadMachine } from '@machines/insurance/upload.machine';
import { uploadView } from '@machines/insurance/upload.view';

import { insuranceCopy } from './copy';

type UploadRef = ActorRefFrom<typeof uploadMachine>;

/** 'Take a photo' is offered only where the browser can ask for a camera at all. */
const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The card upload: one picker per side, 'Uploading image...' with the progress, the failure with
 * 'Try Again'. The picker sends IMAGE_CHOSEN; any other image source (the camera) sends the same event.
 */
export function UploadScreen({
  actor,
  kind,
  renderCamera,
}: {
  actor: UploadRef;
  kind: InsuranceKind;
  /** The camera's screens while 'Take a photo' is open (InsuranceStepScreen gives CameraScreens). */
  renderCamera: (camera: ActorRefFrom<typeof cameraMachine>) => ReactNode;
}) {
  const copy = useCopy(insuranceCopy);
  const t = copy.upload;
  const view = useSelector(actor, uploadView);
  const picker = useRef<HTMLInputElement>(null);
  const announcement = useRef<HTMLDivElement>(null);

  // The pressed button leaves the page while an image uploads: keep the keyboard where the news is.
  useEffect(() => {
    if (view.phase !== 'failed' && (view.phase === 'uploading' || view.frontUploaded)) announcement.current?.focus();
  }, [view.phase, view.frontUploaded]);

  if (view.phase === 'camera') return view.camera ? renderCamera(view.camera) : <Loading />;

  return (
    <section aria-labelledby="upload-title">
      <PageHeading id="upload-title">{t.heading(kind)}</PageHeading>
      <div ref={announcement} tabIndex={-1} className="upload-status">
        {view.frontUploaded && view.phase !== 'uploading' ? (
          <p role="status" className="notice success">
            {t.frontDone}
          </p>
        ) : null}
        {view.phase === 'uploading' ? (
          <>
            <Loading label={t.uploading} />
            <progress max={1} value={view.progress ?? undefined} aria-label={t.progress} />
          </>
        ) : null}
      </div>
      {view.error ? (
        <ErrorBox id="upload-error">
          <Said words={view.error} />
        </ErrorBox>
      ) : null}
      {view.phase === 'failed' ? (
        <p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t.tryAgain}
          </button>
        </p>
      ) : null}
      {/* After a failure the guarantor may also pick another image instead. */}
      {view.phase !== 'uploading' ? (
        <>
          <p id="upload-hint">{t.imagesOnly}</p>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = ''; // the same file can be chosen again after a refusal
              if (file) actor.send({ type: 'IMAGE_CHOSEN', image: file, name: file.name });
            }}
          />
          <p>
            <button
              type="button"
              className={view.phase === 'failed' ? 'button secondary' : 'button'}
              aria-describedby="upload-hint"
              onClick={() => picker.current?.click()}
            >
              {view.side === 'front' ? t.front : t.back}
            </button>
            {hasCameraApi() ? (
              <>
                {' '}
                <button type="button" className="button secondary" onClick={() => actor.send({ type: 'TAKE_PHOTO' })}>
                  {t.takePhoto}
                </button>
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <div className="step-actions">
        <button
          type="button"
          className="button secondary"
          disabled={view.phase === 'uploading'}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {copy.backToOptions}
        </button>
      </div>
    </section>
  );
}
