import { useSelector } from '@xstate/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';

import { insuranceCopy } from '@/screens/insurance/copy';
import { InsuranceStepChoice } from '@/screens/insurance/InsuranceStepScreen';
import type { insuranceStepMachine } from '@machines/insurance/insuranceStep.machine';
import { insuranceStepView } from '@machines/insurance/insuranceStep.view';
import { english } from '@tests/support/language';

import { direct, type Screen, screenTest } from '../harness/screen';
import { insuranceStepModel } from './insuranceStep.model';

const copy = english(insuranceCopy);

/**
 * The step's screens as InsuranceStepScreen composes them. The upload and manual screens (their own
 * screen tests drive them) stand in as markers: their child actors never start here.
 */
function StepScreens({ actor }: { actor: ActorRefFrom<typeof insuranceStepMachine> }) {
  const view = useSelector(actor, insuranceStepView);
  if (view.screen === 'choosing') return <InsuranceStepChoice actor={actor} kind={view.kind} />;
  return <p>{view.screen} screen</p>;
}

const button = (screen: Screen, name: string) => screen.getByRole('button', { name });

screenTest('insurance step screens', {
  ...insuranceStepModel,
  render: (actor) => <StepScreens actor={actor} />,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    CHOOSE_UPLOAD: (_, user, screen) => user.click(button(screen, copy.choice.upload)),
    CHOOSE_MANUAL: (_, user, screen) => user.click(button(screen, copy.choice.manual)),
    BACK: (_, user, screen) => user.click(button(screen, copy.backToSteps)),
  },
  views: {
    choosing: (screen, { context }) => {
      expect(screen.getByRole('heading', { level: 1, name: copy.steps[context.kind] })).toBeInTheDocument();
      expect(button(screen, copy.choice.upload)).toBeInTheDocument();
      expect(button(screen, copy.choice.manual)).toBeInTheDocument();
    },
    uploading: (screen) => expect(screen.getByText('upload screen')).toBeInTheDocument(),
    manual: (screen) => expect(screen.getByText('manual screen')).toBeInTheDocument(),
    // A finished step: the hub replaces it by the landing (the hub's screen test); until then it stays as it was.
    completed: (screen) => expect(button(screen, copy.choice.upload)).toBeInTheDocument(),
    closed: (screen) => expect(button(screen, copy.choice.upload)).toBeInTheDocument(),
  },
});
