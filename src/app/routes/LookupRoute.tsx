import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';

import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveLookupMachine } from '@/app/live/lookup';
import { loadProviderContent } from '@/app/providerContent';
import { useSessionActor } from '@/app/useSessionActor';
import { withWords } from '@/i18n/i18n';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { GuarantorRefusalPage } from '@/screens/messagePages/messagePages';
import { useProvider } from '@/ui/provider';
import { useWarmUp } from '@/ui/useWarmUp';
import { lookupView } from '@machines/delivery/lookup.view';
import { sessionView } from '@machines/session/session.view';

// The statement (its machines, the payment form, dialogs) loads after the lookup form.
const loadStatement = withWords('account', () => import('./LookupStatement'));
const LookupStatement = lazy(loadStatement);
// Said only once a session has ended here (its words load with it).
const SessionEndedNotice = lazy(withWords('session', () => import('@/screens/session/SessionEndedNotice')));

/**
 * The root path: the statement lookup. The message pages render in place; the address bar keeps '/'.
 * A session that ends on the statement starts the lookup afresh, saying so.
 */
export default function LookupRoute() {
  const endedAt = useSelector(useSessionActor(), (s) => s.context.endedAt);
  return <Lookup key={endedAt ?? 'first'} />;
}

function Lookup() {
  const session = useSessionActor();
  const provider = useProvider();
  const actor = useKeptActorRef(liveLookupMachine, { provider, session }, { place: 'lookup:/' });
  const { screen, guarantor, sessionEnded } = useSelector(actor, lookupView);
  // The session ended on this page, or while the page was away (a reload after the 30 minutes).
  const ended = useSelector(session, (s) => sessionView(s).ended && s.context.entry?.path === '/') || sessionEnded;
  // Warm the statement's code while the guarantor types, so Continue shows it without a wait.
  useWarmUp(loadStatement);
  // And the provider's content, which the statement's texts wait for (issue 48).
  useWarmUp(useCallback(() => loadProviderContent(provider.ProviderKey), [provider]));

  switch (screen) {
    case 'locked':
    case 'invalidBalance':
    case 'duplicate':
      return <GuarantorRefusalPage refusal={screen} />;
    case 'found':
      // While its code loads, the app's Suspense boundary shows Loading (this route keeps its state).
      return <LookupStatement guarantor={guarantor!} />;
    default:
      return (
        <>
          {ended ? (
            <Suspense fallback={null}>
              <SessionEndedNotice />
            </Suspense>
          ) : null}
          <LookupForm actor={actor} />
        </>
      );
  }
}
