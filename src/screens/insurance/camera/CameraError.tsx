import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { ErrorBox } from '@/ui/ErrorBox';
import { PageHeading } from '@/ui/PageHeading';
import type { cameraMachine } from '@machines/insurance/camera.machine';
import type { CameraView } from '@machines/insurance/camera.view';
import { cameraText } from '@machines/insurance/rules/cameraMessages';

import { UploadInstead } from './UploadInstead';

/** 'Camera Access Needed': the spec's message for a denial or any other failure, and Try Again. */
export function CameraError({
  view,
  actor,
}: {
  view: Extract<CameraView, { screen: 'error' }>;
  actor: ActorRefFrom<typeof cameraMachine>;
}) {
  const say = useTranslate();
  const text = useCopy(cameraText);
  return (
    <section className="camera" aria-labelledby="camera-error-title">
      <PageHeading id="camera-error-title">{text.errorHeading}</PageHeading>
      <ErrorBox id="camera-error">{say(view.message)}</ErrorBox>
      <p className="camera-actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
          {text.tryAgain}
        </button>
      </p>
      <UploadInstead actor={actor} />
    </section>
  );
}
