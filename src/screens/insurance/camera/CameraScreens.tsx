import './camera.css';

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import type { cameraMachine } from '@machines/insurance/camera.machine';
import { cameraView } from '@machines/insurance/camera.view';
import { cameraText } from '@machines/insurance/rules/cameraMessages';

import { CameraError } from './CameraError';
import { cameraCopy } from './copy';
import { LiveCamera } from './LiveCamera';
import { PhotoReview } from './PhotoReview';
import { UploadInstead } from './UploadInstead';

export type CameraActor = ActorRefFrom<typeof cameraMachine>;

/**
 * The camera's screens, one per view of the machine. The host (the upload screen) renders this
 * while the camera actor runs and reads the actor's output when it is done: the accepted photo, or
 * null when the guarantor chose 'Upload a file instead'.
 */
export function CameraScreens({ actor }: { actor: CameraActor }) {
  const view = useSelector(actor, cameraView);
  const copy = useCopy(cameraCopy);
  const text = useCopy(cameraText);
  switch (view.screen) {
    case 'starting':
      return (
        <section className="camera" aria-labelledby="camera-title">
          <PageHeading id="camera-title">{text.liveHeading}</PageHeading>
          <Loading label={copy.starting} />
          <UploadInstead actor={actor} />
        </section>
      );
    case 'live':
      return <LiveCamera view={view} actor={actor} />;
    case 'review':
      return <PhotoReview view={view} actor={actor} />;
    case 'error':
      return <CameraError view={view} actor={actor} />;
    case 'done':
      return null;
  }
}
