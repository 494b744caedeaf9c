// The delivery link's screens as its screen test renders them: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders them for a restored actor too.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { ConfirmInfoForm } from '@/screens/delivery/ConfirmInfoForm';
import { DuplicatePaymentPage, InvalidBalancePage, LockedPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { ProviderDataContext } from '@/ui/provider';
import type { deliveryMachine } from '@machines/delivery/delivery.machine';
import { deliveryView } from '@machines/delivery/delivery.view';
import { provider } from '@tests/fixtures/provider';

/**
 * The screens of /d/{id} as the delivery route composes them. The validated view (its own screens
 * have their own tests) stands in as a marker: its child actors never start here.
 */
function DeliveryScreens({ actor }: { actor: ActorRefFrom<typeof deliveryMachine> }) {
  const { screen } = useSelector(actor, deliveryView);
  if (screen === 'confirmInfo') return <ConfirmInfoForm actor={actor} />;
  if (screen === 'locked') return <LockedPage />;
  if (screen === 'invalidBalance') return <InvalidBalancePage />;
  if (screen === 'duplicate') return <DuplicatePaymentPage />;
  if (screen === 'guarantorView') return <p>validated view</p>;
  return <Loading />;
}

export const renderDelivery = (actor: ActorRefFrom<typeof deliveryMachine>) => (
  <ProviderDataContext.Provider value={provider}>
    <DeliveryScreens actor={actor} />
  </ProviderDataContext.Provider>
);
