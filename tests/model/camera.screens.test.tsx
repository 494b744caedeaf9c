// The camera machine's generated paths driven through the rendered screens: what the guarantor
// does is a click on the control the screen shows; what the camera does is sent to the actor (its
// actors never settle, as in the model test). After every step the actor must be in the model's
// state and the screen must show that state.
import { act, render, screen } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type StateValue } from 'xstate';

import { type CameraActor, CameraScreens } from '@/screens/camera/CameraScreens';
import { cameraCopy } from '@/screens/camera/copy';
import type { CameraEvent } from '@machines/camera.machine';
import { cameraMessages, cameraText } from '@machines/rules/cameraMessages';

import { cameraModel } from './cameraModel';
import { formatValue, planModel } from './harness';

type UserEventType = Extract<CameraEvent['type'], 'CAPTURE' | 'RETAKE' | 'USE_PHOTO' | 'RETRY' | 'CANCEL'>;

/** The gesture for each event the guarantor causes: a new user event without a control fails to compile. */
const gestures: Record<UserEventType, (user: UserEvent) => Promise<void>> = {
  CAPTURE: (user) => user.click(screen.getByRole('button', { name: cameraText.capture })),
  RETAKE: (user) => user.click(screen.getByRole('button', { name: cameraText.retake })),
  USE_PHOTO: (user) => user.click(screen.getByRole('button', { name: cameraCopy.usePhoto })),
  RETRY: (user) => user.click(screen.getByRole('button', { name: cameraText.tryAgain })),
  CANCEL: (user) => user.click(screen.getByRole('button', { name: cameraCopy.uploadInstead })),
};

const isUserEvent = (type: string): type is UserEventType => type in gestures;

const liveHeading = () => screen.getByRole('heading', { level: 1, name: cameraText.liveHeading });

/** What each state the machine can rest in shows. */
function expectScreenOf(snapshot: AnyMachineSnapshot): void {
  const value: StateValue = snapshot.value as StateValue;
  switch (formatValue(value)) {
    case 'camera.starting':
      expect(liveHeading()).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.starting);
      break;
    case 'camera.live.checking':
    case 'camera.live.paused': {
      expect(liveHeading()).toBeInTheDocument();
      const ready = snapshot.can({ type: 'CAPTURE' });
      const button = screen.getByRole('button', { name: ready ? cameraText.capture : cameraText.captureBlocked });
      expect(button).toHaveProperty('disabled', !ready);
      break;
    }
    case 'camera.captured':
      expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.capturing);
      break;
    case 'review':
      expect(screen.getByRole('heading', { level: 1, name: cameraText.reviewHeading })).toBeInTheDocument();
      break;
    case 'denied':
      expect(screen.getByRole('alert')).toHaveTextContent(cameraMessages.denied);
      break;
    case 'unavailable':
      expect(screen.getByRole('alert')).toHaveTextContent(cameraMessages.unavailable);
      break;
    case 'accepted':
    case 'cancelled':
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      break;
    default:
      throw new Error(`no screen assertion for ${formatValue(value)}`);
  }
}

describe('camera screens along the generated paths', () => {
  const plan = planModel(cameraModel);
  for (const path of plan.paths) {
    it(path.name, async () => {
      Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
      const actor = createActor(plan.machine).start() as unknown as CameraActor;
      const user = userEvent.setup();
      render(
        <StrictMode>
          <CameraScreens actor={actor} />
        </StrictMode>,
      );
      try {
        for (const [i, step] of path.steps.entries()) {
          const event: AnyEventObject = step.event;
          if (i > 0) {
            if (isUserEvent(event.type)) await gestures[event.type](user);
            else act(() => actor.send(event as CameraEvent));
          }
          expect(formatValue(actor.getSnapshot().value as StateValue)).toBe(
            formatValue(step.state.value as StateValue),
          );
          expectScreenOf(actor.getSnapshot());
        }
      } finally {
        actor.stop();
        Reflect.deleteProperty(URL, 'createObjectURL');
        Reflect.deleteProperty(URL, 'revokeObjectURL');
      }
    });
  }
});
