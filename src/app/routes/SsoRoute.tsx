import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';

import type { ProviderActor } from '@/app/live/provider';
import { liveSsoMachine } from '@/app/live/sso';
import { useSessionActor } from '@/app/useSessionActor';
import { useCopy } from '@/i18n/copy';
import { withWords } from '@/i18n/i18n';
import { useObservedActorRef } from '@/observability/react';
import { sessionCopy } from '@/screens/session/copy';
import { SessionEndedNotice } from '@/screens/session/SessionEndedNotice';
import { ssoCopy } from '@/screens/sso/copy';
import { SsoProblemPage } from '@/screens/sso/SsoProblemPage';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { ssoView } from '@machines/delivery/sso.view';
import { sessionView } from '@machines/session/session.view';

const SsoStatement = lazy(withWords('account', () => import('./SsoStatement')));

interface SsoRouteProps {
  tokenId: string;
  /** The app's provider actor: the session's provider replaces the host's (logo, name, footer, phone). */
  providerActor: ProviderActor;
}

/**
 * `/apgt/{tokenId}`: staff-assisted payment. Only a status until ValidateBySso2 answers. When the
 * session ended on this page, the problem page says so and 'Start again' validates the token anew.
 */
export default function SsoRoute({ tokenId, providerActor }: SsoRouteProps) {
  const t = useCopy(sessionCopy);
  const session = useSessionActor();
  const path = `/apgt/${encodeURIComponent(tokenId)}`;
  const ended = useSelector(session, (s) => sessionView(s).endedAtWayIn && s.context.entry?.path === path);
  if (ended)
    return (
      <SsoProblemPage description="">
        <SessionEndedNotice body="endedSsoBody" />
        <button type="button" className="button" onClick={() => session.send({ type: 'SIGN_IN_AGAIN' })}>
          {t.startAgain}
        </button>
      </SsoProblemPage>
    );
  return <SsoFlow tokenId={tokenId} providerActor={providerActor} path={path} />;
}

function SsoFlow({ tokenId, providerActor, path }: SsoRouteProps & { path: string }) {
  const copy = useCopy(ssoCopy);
  const provider = useProvider();
  const session = useSessionActor();
  const actor = useObservedActorRef(liveSsoMachine, {
    input: { tokenId, provider, providerRef: providerActor, session },
  });
  const { screen, errorDescription, guarantor, provider: sessionProvider } = useSelector(actor, ssoView);

  switch (screen) {
    case 'checking':
      return <Loading label={copy.checking} />;
    case 'refused':
      return <SsoProblemPage description={errorDescription ?? ''} />;
    case 'failed':
      return <SsoProblemPage description={copy.failedBody} />;
    case 'validated':
      return guarantor ? (
        <Suspense fallback={<Loading />}>
          <SsoStatement guarantor={guarantor} provider={sessionProvider} tokenId={tokenId} path={path} />
        </Suspense>
      ) : (
        <Loading />
      );
  }
}
