import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';

import { useCopy } from '@/i18n/copy';
import { PageHeading } from '@/ui/PageHeading';
import type { insuranceMachine } from '@machines/insurance/insurance.machine';
import { insuranceView } from '@machines/insurance/insurance.view';

import { insuranceCopy } from './copy';

type HubRef = ActorRefFrom<typeof insuranceMachine>;

/** 'Session Expired': no fresh guarantor token, so the way on is to log in again. */
export function SessionExpiredPage({ loginHref }: { loginHref: string }) {
  const copy = useCopy(insuranceCopy);
  return (
    <section aria-labelledby="insurance-expired-title">
      <PageHeading id="insurance-expired-title">{copy.sessionExpired.heading}</PageHeading>
      <p>{copy.sessionExpired.body}</p>
      <Link href={loginHref} className="button">
        {copy.logInAgain}
      </Link>
    </section>
  );
}

/** The hub's landing: the three steps with their complete/incomplete markers, and 'Done'. */
export function InsuranceLanding({ actor }: { actor: HubRef }) {
  const copy = useCopy(insuranceCopy);
  const { steps, bothSidesUploaded } = useSelector(actor, insuranceView);
  return (
    <section aria-labelledby="insurance-title">
      <PageHeading id="insurance-title">{copy.landing.heading}</PageHeading>
      {bothSidesUploaded ? (
        <p role="status" className="notice success">
          {copy.upload.bothDone}
        </p>
      ) : null}
      <ol className="insurance-steps">
        {steps.map(({ step, complete }) => (
          <li key={step}>
            {/* The marker is part of the button's name, so a screen reader says it with the step. */}
            <button type="button" className="step-button" onClick={() => actor.send({ type: 'CHOOSE_STEP', step })}>
              <span className="step-title">{copy.steps[step]}</span>{' '}
              <span className={complete ? 'step-status complete' : 'step-status'}>
                <span aria-hidden="true">{complete ? '✓ ' : '○ '}</span>
                {complete ? copy.complete : copy.incomplete}
              </span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={() => actor.send({ type: 'DONE' })}>
        {copy.landing.done}
      </button>
    </section>
  );
}

export function ThankYouPage() {
  const copy = useCopy(insuranceCopy);
  return (
    <section aria-labelledby="insurance-thanks-title">
      <PageHeading id="insurance-thanks-title">{copy.thankYou}</PageHeading>
    </section>
  );
}
