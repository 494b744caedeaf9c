import { useSelector } from '@xstate/react';
import { lazy } from 'react';

import { liveLookupMachine } from '@/app/live/lookup';
import { withAccountWords } from '@/i18n/i18n';
import { useObservedActorRef } from '@/observability/react';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { lookupView } from '@machines/lookup.view';

// The statement (its machines, the payment form, dialogs) loads after the lookup form.
const loadStatement = withAccountWords(() => import('./LookupStatement'));
const LookupStatement = lazy(loadStatement);

/** The root path: the statement lookup. The message pages render in place; the address bar keeps '/'. */
export default function LookupRoute() {
  const actor = useObservedActorRef(liveLookupMachine, { input: { provider: useProvider() } });
  const { screen, guarantor } = useSelector(actor, lookupView);
  // Warm the statement's code while the guarantor types, so Continue shows it without a wait.
  useWarmUp(loadStatement);

  switch (screen) {
    case 'locked':
    case 'invalidBalance':
    case 'duplicate':
      return <GuarantorRefusalPage refusal={screen} />;
    case 'found':
      // While its code loads, the app's Suspense boundary shows Loading (this route keeps its state).
      return <LookupStatement guarantor={guarantor!} />;
    default:
      return <LookupForm actor={actor} />;
  }
}
