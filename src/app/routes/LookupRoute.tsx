import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';

import { useConfirmationActor } from '@/app/confirmationActor';
import { liveLookupMachine } from '@/app/live/lookup';
import { useObservedActorRef } from '@/observability/react';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { DuplicatePaymentPage, InvalidBalancePage, LockedPage } from '@/screens/messagePages/messagePages';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { lookupView } from '@machines/lookup.view';

// The statement (payment form, dialogs) loads after the lookup form.
const loadGuarantorView = () => import('@/screens/guarantor/GuarantorView');
const GuarantorView = lazy(loadGuarantorView);

/** The root path: the statement lookup. The message pages render in place; the address bar keeps '/'. */
export default function LookupRoute() {
  const provider = useProvider();
  const confirmation = useConfirmationActor();
  const machine = useMemo(
    () => liveLookupMachine((receipt) => confirmation.send({ type: 'PAYMENT_CONFIRMED', receipt })),
    [confirmation],
  );
  const actor = useObservedActorRef(machine, { input: { provider } });
  const { screen, statement } = useSelector(actor, lookupView);
  // Warm the statement's code while the guarantor types, so Continue shows it without a wait.
  useEffect(() => void loadGuarantorView(), []);

  switch (screen) {
    case 'locked':
      return <LockedPage />;
    case 'invalidBalance':
      return <InvalidBalancePage />;
    case 'duplicate':
      return <DuplicatePaymentPage />;
    case 'statement':
      return statement ? (
        <Suspense fallback={<Loading />}>
          <GuarantorView view={statement} />
        </Suspense>
      ) : (
        <Loading />
      );
    default:
      return <LookupForm actor={actor} />;
  }
}
