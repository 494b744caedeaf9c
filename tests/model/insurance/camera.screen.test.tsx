import { afterEach, beforeEach, expect } from 'vitest';

import { CameraScreens } from '@/screens/insurance/camera/CameraScreens';
import { cameraCopy as cameraCopyMessages } from '@/screens/insurance/camera/copy';
import {
  cameraMessages as cameraMessageWords,
  cameraText as cameraTextMessages,
} from '@machines/insurance/rules/cameraMessages';
import { english } from '@tests/support/language';

import { direct, type Screen, screenTest } from '../harness/screen';
import { cameraModel } from './camera.model';

const cameraCopy = english(cameraCopyMessages);
const cameraMessages = english(cameraMessageWords);
const cameraText = english(cameraTextMessages);

// jsdom has no object URLs; the review shows the captured photo through one.
beforeEach(() => void Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }));
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const button = (screen: Screen, name: string) => screen.getByRole('button', { name });
const liveHeading = (screen: Screen) => screen.getByRole('heading', { level: 1, name: cameraText.liveHeading });

screenTest('camera screens', {
  ...cameraModel,
  render: (actor) => <CameraScreens actor={actor} />,
  gestures: {
    CAPTURE: (_, user, screen) => user.click(button(screen, cameraText.capture)),
    RETAKE: (_, user, screen) => user.click(button(screen, cameraText.retake)),
    USE_PHOTO: (_, user, screen) => user.click(button(screen, cameraCopy.usePhoto)),
    RETRY: (_, user, screen) => user.click(button(screen, cameraText.tryAgain)),
    CANCEL: (_, user, screen) => user.click(button(screen, cameraCopy.uploadInstead)),
    CAMERA_READY: direct('the camera stream reports it'),
    CAMERA_FAILED: direct('the camera stream reports it'),
    QUALITY_CHECKED: direct('the live check reports it every 500 ms'),
    PAGE_HIDDEN: direct('the page visibility reports it'),
    PAGE_SHOWN: direct('the page visibility reports it'),
  },
  views: {
    'camera.starting': (screen) => {
      expect(liveHeading(screen)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.starting);
    },
    // 'Position card properly' (disabled) until a check above 0.7, then 'Capture'.
    'camera.live': (screen, snapshot) => {
      expect(liveHeading(screen)).toBeInTheDocument();
      const ready = snapshot.can({ type: 'CAPTURE' });
      const capture = button(screen, ready ? cameraText.capture : cameraText.captureBlocked);
      if (ready) expect(capture).toBeEnabled();
      else expect(capture).toBeDisabled();
    },
    'camera.captured': (screen) => expect(screen.getByRole('status')).toHaveTextContent(cameraCopy.capturing),
    review: (screen) => {
      expect(screen.getByRole('heading', { level: 1, name: cameraText.reviewHeading })).toBeInTheDocument();
      expect(button(screen, cameraText.retake)).toBeInTheDocument();
    },
    denied: (screen) => {
      expect(screen.getByRole('alert')).toHaveTextContent(cameraMessages.denied);
      expect(button(screen, cameraCopy.uploadInstead)).toBeInTheDocument();
    },
    unavailable: (screen) => {
      expect(screen.getByRole('alert')).toHaveTextContent(cameraMessages.unavailable);
      expect(button(screen, cameraCopy.uploadInstead)).toBeInTheDocument();
    },
    // The upload screen takes over from a finished camera.
    accepted: (screen) => expect(screen.queryByRole('heading', { level: 1 })).toBeNull(),
    cancelled: (screen) => expect(screen.queryByRole('heading', { level: 1 })).toBeNull(),
  },
});
