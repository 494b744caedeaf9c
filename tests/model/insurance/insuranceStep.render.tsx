// The insurance step's screens as its screen test renders them: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders them for a restored actor too.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { InsuranceStepChoice } from '@/screens/insurance/InsuranceStepScreen';
import type { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import { insuranceStepView } from '@machines/insurance/insuranceStep.view';

/**
 * The step's screens as InsuranceStepScreen composes them. The upload and manual screens (their own
 * screen tests drive them) stand in as markers: their child actors never start here.
 */
function StepScreens({ actor }: { actor: ActorRefFrom<typeof insuranceStepMachine> }) {
  const view = useSelector(actor, insuranceStepView);
  if (view.screen === 'choosing') return <InsuranceStepChoice actor={actor} kind={view.kind} />;
  return <p>{view.screen} screen</p>;
}

export const renderInsuranceStep = (actor: ActorRefFrom<typeof insuranceStepMachine>) => <StepScreens actor={actor} />;
