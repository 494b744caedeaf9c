import { expect } from 'vitest';

import { insuranceCopy } from '@/screens/insurance/copy';
import { english } from '@tests/support/language';

import { direct, type Screen, screenTest } from '../harness/screen';
import { insuranceStepModel } from './insuranceStep.model';
import { renderInsuranceStep } from './insuranceStep.render';

const copy = english(insuranceCopy);

const button = (screen: Screen, name: string) => screen.getByRole('button', { name });

screenTest('insurance step screens', {
  ...insuranceStepModel,
  render: renderInsuranceStep,
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
