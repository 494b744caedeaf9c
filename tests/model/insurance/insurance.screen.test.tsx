import { expect } from 'vitest';

import { copy as appCopyMessages } from '@/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { INSURANCE_STEPS } from '@machines/insurance/insurance.machine';
import type { insuranceView } from '@machines/insurance/insurance.view';
import { english } from '@tests/support/language';

import { direct, type Screen, screenTest } from '../harness/screen';
import { insuranceModel } from './insurance.model';
import { renderInsuranceHub } from './insurance.render';

const appCopy = english(appCopyMessages);
const copy = english(insuranceCopy);

const heading = (screen: Screen, name: string) => screen.getByRole('heading', { level: 1, name });
/** A step's button: its name carries the step and its marker, so a screen reader says both. */
const stepButton = (screen: Screen, step: (typeof INSURANCE_STEPS)[number]) =>
  screen.getByRole('button', { name: new RegExp(`^${copy.steps[step].replace(/[()]/g, '\\$&')}`) });

// Every step outcome multiplies the landing's states (three markers, drafts); the model test covers
// each outcome's data, so the screen takes the outcomes that change what the landing shows: a
// completed step (an insurance step by upload, for the notice) and an insurance step left with Back.
const { checkSession, guarantorStep, insuranceStep } = insuranceModel.fixtures;

function sessionExpired(screen: Screen) {
  expect(heading(screen, copy.sessionExpired.heading)).toBeInTheDocument();
  expect(screen.getByText(copy.sessionExpired.body)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: copy.logInAgain })).toHaveAttribute('href', '/d/D1001');
}

type HubSnapshot = Parameters<typeof insuranceView>[0];
/** Restored after the session ended (issue 46): 'Session Expired' over the screen, which waits as it was. */
const unlessAway =
  (check: (screen: Screen, snapshot: HubSnapshot) => void) => (screen: Screen, snapshot: HubSnapshot) =>
    snapshot.context.sessionEnded ? sessionExpired(screen) : check(screen, snapshot);

screenTest('insurance hub screens', {
  ...insuranceModel,
  fixtures: {
    checkSession: { done: checkSession.done },
    guarantorStep: { done: { saved: guarantorStep.done.saved } },
    insuranceStep: {
      done: { 'uploaded both sides': insuranceStep.done['uploaded both sides'], back: insuranceStep.done.back },
    },
  },
  render: renderInsuranceHub,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    CHOOSE_STEP: ({ step }, user, screen) => user.click(stepButton(screen, step)),
    DONE: (_, user, screen) => user.click(screen.getByRole('button', { name: copy.landing.done })),
  },
  views: {
    checkingSession: (screen) => expect(screen.getByRole('status')).toHaveTextContent(appCopy.loading),
    sessionExpired,
    landing: unlessAway((screen, { context }) => {
      expect(heading(screen, copy.landing.heading)).toBeInTheDocument();
      for (const step of INSURANCE_STEPS) {
        const marker = context.complete[step] ? copy.complete : copy.incomplete;
        expect(stepButton(screen, step)).toHaveAccessibleName(`${copy.steps[step]} ${marker}`);
      }
      const uploaded = context.lastCompleted?.method === 'upload';
      expect(screen.queryByText(copy.upload.bothDone) !== null).toBe(uploaded);
    }),
    guarantor: unlessAway((screen) => expect(screen.getByText('guarantor step screen')).toBeInTheDocument()),
    primary: unlessAway((screen) => expect(screen.getByText('insurance step screen')).toBeInTheDocument()),
    secondary: unlessAway((screen) => expect(screen.getByText('insurance step screen')).toBeInTheDocument()),
    // 'Done' needs no step complete (spec).
    thankYou: (screen) => expect(heading(screen, copy.thankYou)).toBeInTheDocument(),
  },
});
