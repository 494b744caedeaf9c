import '@/screens/insurance/insurance.css';

import { useSelector } from '@xstate/react';
import { useHistoryState } from 'wouter/use-browser-location';
import type { ActorRefFrom } from 'xstate';

import { localSessionId } from '@/api/session';
import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveInsuranceMachine } from '@/app/live/insurance';
import { NeedsSession } from '@/app/NeedsSession';
import { GuarantorStepForm } from '@/screens/insurance/GuarantorStepForm';
import { InsuranceLanding, SessionExpiredPage, ThankYouPage } from '@/screens/insurance/InsurancePages';
import { InsuranceStepScreen } from '@/screens/insurance/InsuranceStepScreen';
import { Loading } from '@/ui/Loading';
import type { InsuranceEntry } from '@machines/insurance/insurance.machine';
import { insuranceView } from '@machines/insurance/insurance.view';

/** The 'Yes, update my information' link passes who the guarantor is in the history entry, not the URL. */
function entryFrom(state: unknown): InsuranceEntry {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return { deliveryId: text(record.deliveryId), guarantorId: text(record.guarantorId) };
}

/**
 * `/insurance`: the insurance hub with its real calls; each of its states shows one screen. The
 * landing and the steps need the guarantor token, so the session watches them. The tab keeps the hub
 * (issue 46): after a reload, or back after an ended session, it shows the step where the guarantor
 * was with what they typed (a chosen photo is asked for again).
 */
export default function InsuranceRoute() {
  const entry = entryFrom(useHistoryState());
  const actor = useKeptActorRef(
    liveInsuranceMachine,
    { ...entry, sessionId: localSessionId() },
    { place: 'insurance:/insurance', owner: entry.guarantorId ?? entry.deliveryId },
  );
  const view = useSelector(actor, insuranceView);
  const screen = <InsuranceScreen actor={actor} view={view} />;
  const needsToken = view.screen === 'landing' || view.screen === 'guarantor' || view.screen === 'insurance';
  return needsToken ? (
    <NeedsSession place="insurance" path="/insurance" historyState={{ ...entry }} source={actor}>
      {screen}
    </NeedsSession>
  ) : (
    screen
  );
}

function InsuranceScreen({
  actor,
  view,
}: {
  actor: ActorRefFrom<typeof liveInsuranceMachine>;
  view: ReturnType<typeof insuranceView>;
}) {
  const loginHref = view.deliveryId ? `/d/${encodeURIComponent(view.deliveryId)}` : '/';

  switch (view.screen) {
    case 'expired':
      return <SessionExpiredPage loginHref={loginHref} />;
    case 'landing':
      return <InsuranceLanding actor={actor} />;
    case 'guarantor':
      return view.guarantorStep ? <GuarantorStepForm actor={view.guarantorStep} loginHref={loginHref} /> : <Loading />;
    case 'insurance':
      return view.insuranceStep ? <InsuranceStepScreen actor={view.insuranceStep} /> : <Loading />;
    case 'thankYou':
      return <ThankYouPage />;
    case 'checking':
      return <Loading />;
  }
}
