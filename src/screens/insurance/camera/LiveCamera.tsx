import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import type { cameraMachine } from '@machines/insurance/camera.machine';
import type { CameraView } from '@machines/insurance/camera.view';
import { cameraText } from '@machines/insurance/rules/cameraMessages';
import { overlayRect } from '@machines/insurance/rules/cardImage/overlay';

import { cameraCopy } from './copy';
import { Indicators } from './Indicators';
import { UploadInstead } from './UploadInstead';

type LiveView = Extract<CameraView, { screen: 'live' }>;

/** 'Position your insurance card': the live video, the card outline, the four indicators and Capture. */
export function LiveCamera({ view, actor }: { view: LiveView; actor: ActorRefFrom<typeof cameraMachine> }) {
  const { canCapture, capturing } = view;
  const copy = useCopy(cameraCopy);
  const text = useCopy(cameraText);
  return (
    <section className="camera" aria-labelledby="camera-title">
      <PageHeading id="camera-title">{text.liveHeading}</PageHeading>
      <Viewfinder stream={view.stream} frame={view.frame} ready={canCapture} />
      <Indicators indicators={view.indicators} ready={canCapture} />
      <p className="camera-actions">
        {/* The machine says when CAPTURE is possible: a live check above 0.7. */}
        <button type="button" className="button" disabled={!canCapture} onClick={() => actor.send({ type: 'CAPTURE' })}>
          {canCapture || capturing ? text.capture : text.captureBlocked}
        </button>
      </p>
      {capturing ? <Loading label={copy.capturing} /> : null}
      <UploadInstead actor={actor} />
    </section>
  );
}

/**
 * The video with the card outline drawn in the frame's own pixels (the rectangle the check
 * measures against): video and SVG share the frame's aspect ratio and both scale to fit.
 */
function Viewfinder({ stream, frame, ready }: { stream: MediaStream; frame: LiveView['frame']; ready: boolean }) {
  const copy = useCopy(cameraCopy);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream; // a DOM property React cannot set
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  const outline = overlayRect(frame.width, frame.height);
  const corner = outline.height * 0.06;
  return (
    <div className="camera-viewfinder" style={{ aspectRatio: `${frame.width} / ${frame.height}` }}>
      <video ref={video} autoPlay muted playsInline aria-label={copy.preview} />
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} aria-hidden="true" focusable="false">
        <rect
          className={ready ? 'camera-outline ready' : 'camera-outline'}
          x={outline.x}
          y={outline.y}
          width={outline.width}
          height={outline.height}
          rx={corner}
          ry={corner}
        />
      </svg>
    </div>
  );
}
