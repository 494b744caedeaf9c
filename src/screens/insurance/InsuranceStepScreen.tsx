import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { Loading } from '@/ui/Loading';
import { PageHeading } from '@/ui/PageHeading';
import type { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import { insuranceStepView } from '@machines/insurance/insuranceStep.view';
import type { InsuranceKind } from '@machines/insurance/rules/insuranceForms';

import { CameraScreens } from './camera/CameraScreens';
import { insuranceCopy } from './copy';
import { ManualEntryForm } from './ManualEntryForm';
import { UploadScreen } from './UploadScreen';

type InsuranceStepRef = ActorRefFrom<typeof insuranceStepMachine>;

/** 'Upload Primary Insurance' / 'Upload Secondary Insurance (optional)': the options, or the chosen one's screen. */
export function InsuranceStepScreen({ actor }: { actor: InsuranceStepRef }) {
  const view = useSelector(actor, insuranceStepView);
  if (view.screen === 'upload')
    return view.upload ? (
      <UploadScreen actor={view.upload} kind={view.kind} renderCamera={(camera) => <CameraScreens actor={camera} />} />
    ) : (
      <Loading />
    );
  if (view.screen === 'manual') return view.manualEntry ? <ManualEntryForm actor={view.manualEntry} /> : <Loading />;
  return <InsuranceStepChoice actor={actor} kind={view.kind} />;
}

/** The step's two ways of giving the card, and the way back to all steps. */
export function InsuranceStepChoice({ actor, kind }: { actor: InsuranceStepRef; kind: InsuranceKind }) {
  const copy = useCopy(insuranceCopy);
  return (
    <section aria-labelledby="insurance-step-title">
      <PageHeading id="insurance-step-title">{copy.steps[kind]}</PageHeading>
      <p>{copy.choice.prompt}</p>
      <ul className="insurance-options">
        <li>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CHOOSE_UPLOAD' })}>
            {copy.choice.upload}
          </button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CHOOSE_MANUAL' })}>
            {copy.choice.manual}
          </button>
        </li>
      </ul>
      <div className="step-actions">
        <button type="button" className="button secondary" onClick={() => actor.send({ type: 'BACK' })}>
          {copy.backToSteps}
        </button>
      </div>
    </section>
  );
}
