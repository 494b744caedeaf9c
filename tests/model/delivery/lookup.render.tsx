// The statement lookup's screens as its screen test renders them: shared by that test and the
// restore test (tests/model/keep/restore.screen.test.tsx), which renders them for a restored actor too.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { LookupForm } from '@/screens/lookup/LookupForm';
import { DuplicatePaymentPage, InvalidBalancePage, LockedPage } from '@/screens/messagePages/messagePages';
import { ProviderDataContext } from '@/ui/provider';
import type { lookupMachine } from '@machines/delivery/lookup.machine';
import { lookupView } from '@machines/delivery/lookup.view';
import { labelled } from '@tests/model/delivery/lookup.model';

/**
 * The screens of the root path as the lookup route composes them. The statement (the validated view,
 * with its own tests) stands in as a marker: the route starts it from the machine's output.
 */
function LookupScreens({ actor }: { actor: ActorRefFrom<typeof lookupMachine> }) {
  const { screen } = useSelector(actor, lookupView);
  if (screen === 'locked') return <LockedPage />;
  if (screen === 'invalidBalance') return <InvalidBalancePage />;
  if (screen === 'duplicate') return <DuplicatePaymentPage />;
  if (screen === 'found') return <p>statement</p>;
  return <LookupForm actor={actor} />;
}

export const renderLookup = (actor: ActorRefFrom<typeof lookupMachine>) => (
  <ProviderDataContext.Provider value={labelled}>
    <LookupScreens actor={actor} />
  </ProviderDataContext.Provider>
);
