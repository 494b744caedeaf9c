import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import type { cameraMachine } from '@machines/insurance/camera.machine';

import { cameraCopy } from './copy';

/** The way out on every camera screen: ends the camera (output null) so the host shows the file choice. */
export function UploadInstead({ actor }: { actor: ActorRefFrom<typeof cameraMachine> }) {
  const copy = useCopy(cameraCopy);
  return (
    <p>
      <button type="button" className="link-button" onClick={() => actor.send({ type: 'CANCEL' })}>
        {copy.uploadInstead}
      </button>
    </p>
  );
}
