import type { SnapshotFrom } from 'xstate';

import type { Words } from '@machines/rules/words';

import type { cameraMachine, CapturedPhoto } from './camera.machine';
import { cameraIndicators, cameraMessages } from './rules/cameraMessages';
import type { ShownChecks } from './rules/cameraSmoothing';

export type IndicatorId = keyof typeof cameraIndicators;

export interface Indicator {
  id: IndicatorId;
  ok: boolean;
  label: Words;
}

/** What the camera screens draw; one value per screen. */
export type CameraView =
  | { screen: 'starting' }
  | {
      screen: 'live';
      stream: MediaStream;
      frame: { width: number; height: number };
      /** The four indicators, smoothed over the last checks; null before the first one (or after a pause). */
      indicators: Indicator[] | null;
      canCapture: boolean;
      /** The photo is being taken. */
      capturing: boolean;
    }
  | { screen: 'review'; photo: CapturedPhoto; indicators: Indicator[] }
  | { screen: 'error'; reason: 'denied' | 'unavailable'; message: Words }
  | { screen: 'done' };

/** Sharp/Blurry, Centered/Center card, Good light/More light (Less light), Card detected/Show card. */
export function indicatorsOf(quality: ShownChecks): Indicator[] {
  const { sharpness, centering, lighting, card } = cameraIndicators;
  return [
    { id: 'sharpness', ok: quality.sharp, label: quality.sharp ? sharpness.ok : sharpness.fix },
    { id: 'centering', ok: quality.centered, label: quality.centered ? centering.ok : centering.fix },
    {
      id: 'lighting',
      ok: quality.lighting === 'good',
      label: { good: lighting.ok, dark: lighting.fix, bright: lighting.tooBright }[quality.lighting],
    },
    { id: 'card', ok: quality.cardDetected, label: quality.cardDetected ? card.ok : card.fix },
  ];
}

export function cameraView(snapshot: SnapshotFrom<typeof cameraMachine>): CameraView {
  const { stream, frame, checks, photo } = snapshot.context;
  if (snapshot.status === 'done') return { screen: 'done' };
  if (snapshot.matches('denied')) return { screen: 'error', reason: 'denied', message: cameraMessages.denied };
  if (snapshot.matches('unavailable'))
    return { screen: 'error', reason: 'unavailable', message: cameraMessages.unavailable };
  if (snapshot.matches('review') && photo) return { screen: 'review', photo, indicators: indicatorsOf(photo.quality) };
  if (stream && frame && (snapshot.matches({ camera: 'live' }) || snapshot.matches({ camera: 'captured' }))) {
    return {
      screen: 'live',
      stream,
      frame,
      indicators: checks ? indicatorsOf(checks.shown) : null,
      canCapture: snapshot.can({ type: 'CAPTURE' }),
      capturing: snapshot.matches({ camera: 'captured' }),
    };
  }
  return { screen: 'starting' };
}
