import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';

import { useCopy, useTranslate } from '@/i18n/copy';
import { PageHeading } from '@/ui/PageHeading';
import type { cameraMachine } from '@machines/insurance/camera.machine';
import type { CameraView } from '@machines/insurance/camera.view';
import { cameraText } from '@machines/insurance/rules/cameraMessages';
import { QUALITY } from '@machines/insurance/rules/cardQuality';

import { cameraCopy, cameraTips, qualityClassLabels } from './copy';
import { UploadInstead } from './UploadInstead';

type ReviewView = Extract<CameraView, { screen: 'review' }>;

/** 'Review your image': the photo, its quality percentage, sharpness, centering and lighting; tips below 0.7. */
export function PhotoReview({ view, actor }: { view: ReviewView; actor: ActorRefFrom<typeof cameraMachine> }) {
  const { quality, file } = view.photo;
  const copy = useCopy(cameraCopy);
  const text = useCopy(cameraText);
  const grades = useCopy(qualityClassLabels);
  const say = useTranslate();
  const label = (id: string) => {
    const words = view.indicators.find((i) => i.id === id)?.label;
    return words ? say(words) : '';
  };
  return (
    <section className="camera" aria-labelledby="review-title">
      <PageHeading id="review-title">{text.reviewHeading}</PageHeading>
      <Photo file={file} />
      <dl className="camera-measures">
        <dt>{copy.quality}</dt>
        <dd>
          {Math.round(quality.score * 100)}% ({grades[quality.grade]})
        </dd>
        <dt>{copy.sharpness}</dt>
        <dd>{label('sharpness')}</dd>
        <dt>{copy.centering}</dt>
        <dd>
          {Math.round(quality.centering * 100)}% ({label('centering')})
        </dd>
        <dt>{copy.lighting}</dt>
        <dd>{label('lighting')}</dd>
      </dl>
      {quality.score < QUALITY.capture ? <Tips view={view} /> : null}
      <p className="camera-actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'USE_PHOTO' })}>
          {copy.usePhoto}
        </button>
        <button type="button" className="button secondary" onClick={() => actor.send({ type: 'RETAKE' })}>
          {text.retake}
        </button>
      </p>
      <UploadInstead actor={actor} />
    </section>
  );
}

function Tips({ view }: { view: ReviewView }) {
  const { quality } = view.photo;
  const copy = useCopy(cameraCopy);
  const tip = useCopy(cameraTips);
  const tips = [
    quality.sharp ? null : tip.sharpness,
    quality.centered ? null : tip.centering,
    quality.lighting === 'dark' ? tip.dark : quality.lighting === 'bright' ? tip.bright : null,
    quality.cardDetected ? null : tip.card,
  ].filter((line) => line !== null);
  return (
    <section aria-labelledby="camera-tips" className="camera-tips">
      <h2 id="camera-tips">{copy.tipsHeading}</h2>
      <ul>
        {tips.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The captured JPEG through an object URL that lives exactly as long as the image shows it. */
function Photo({ file }: { file: Blob }) {
  const copy = useCopy(cameraCopy);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} className="camera-photo" alt={copy.photoAlt} />;
}
