// The insurance hub's screens as its screen test renders them: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders them for a restored actor too.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { InsuranceLanding, SessionExpiredPage, ThankYouPage } from '@/screens/insurance/InsurancePages';
import { Loading } from '@/ui/Loading';
import type { insuranceMachine } from '@machines/insurance/insurance.machine';
import { insuranceView } from '@machines/insurance/insurance.view';

/**
 * The `/insurance` screens as InsuranceRoute composes them. The steps' own screens (their screen
 * tests drive them) stand in as markers: the step actors never start here.
 */
function HubScreens({ actor }: { actor: ActorRefFrom<typeof insuranceMachine> }) {
  const view = useSelector(actor, insuranceView);
  if (view.screen === 'expired') return <SessionExpiredPage loginHref="/d/D1001" />;
  if (view.screen === 'landing') return <InsuranceLanding actor={actor} />;
  if (view.screen === 'thankYou') return <ThankYouPage />;
  if (view.screen === 'checking') return <Loading />;
  return <p>{view.screen} step screen</p>;
}

export const renderInsuranceHub = (actor: ActorRefFrom<typeof insuranceMachine>) => <HubScreens actor={actor} />;
