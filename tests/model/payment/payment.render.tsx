// The payment form as its screen test renders it: shared by that test and the restore test
// (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

import { PaymentForm } from '@/screens/guarantor/payment/PaymentForm';
import { ProviderDataContext } from '@/ui/provider';
import type { paymentMachine } from '@machines/payment/payment.machine';

/** The form under its provider's data, as the shell gives it to every screen below it. */
function PaymentScreen({ actor }: { actor: ActorRefFrom<typeof paymentMachine> }) {
  const provider = useSelector(actor, (snapshot) => snapshot.context.provider);
  return (
    <ProviderDataContext.Provider value={provider}>
      <PaymentForm paymentRef={actor} />
    </ProviderDataContext.Provider>
  );
}

export const renderPayment = (actor: ActorRefFrom<typeof paymentMachine>) => <PaymentScreen actor={actor} />;
