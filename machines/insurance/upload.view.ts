import type { SnapshotFrom } from 'xstate';

import type { CardSide } from './rules/insuranceMessages';
import type { uploadMachine } from './upload.machine';

export type UploadPhase = 'choosing' | 'camera' | 'uploading' | 'failed';

/** What the upload screen draws, from one snapshot of the upload machine. */
export function uploadView(snapshot: SnapshotFrom<typeof uploadMachine>) {
  const { context } = snapshot;
  const side: CardSide = snapshot.matches('back') ? 'back' : 'front';
  const inSide = (state: 'choosing' | 'camera' | 'preparing' | 'uploading' | 'failed') =>
    snapshot.matches({ front: state }) || snapshot.matches({ back: state });
  // Scaling a photo down is part of 'Uploading image...' for the guarantor.
  const phase: UploadPhase =
    inSide('preparing') || inSide('uploading')
      ? 'uploading'
      : inSide('failed')
        ? 'failed'
        : inSide('camera')
          ? 'camera'
          : 'choosing';
  return {
    side,
    phase,
    /** 'Front of card uploaded successfully.' shows while the back is to come. */
    frontUploaded: side === 'back',
    /** 0..1 once the browser reports how much of the image has gone up. */
    progress: phase === 'uploading' ? context.progress : null,
    error: context.error,
    /** The camera actor while 'Take a photo' is open. */
    camera: snapshot.children.camera,
  };
}
