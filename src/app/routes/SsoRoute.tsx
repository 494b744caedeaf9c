import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';

import type { ProviderActor } from '@/app/live/provider';
import { liveSsoMachine } from '@/app/live/sso';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { useCopy } from '@/i18n/copy';
import { useObservedActorRef } from '@/observability/react';
import { ssoCopy } from '@/screens/sso/copy';
import { SsoProblemPage } from '@/screens/sso/SsoProblemPage';
import { Loading } from '@/ui/Loading';
import { useProvider } from '@/ui/provider';
import { ssoView } from '@machines/sso.view';

const GuarantorView = lazy(() => import('@/screens/guarantor/GuarantorView'));

interface SsoRouteProps {
  tokenId: string;
  /** The app's provider actor: the session's provider replaces the host's (logo, name, footer, phone). */
  providerActor: ProviderActor;
}

/** `/apgt/{tokenId}`: staff-assisted payment. Only a status until ValidateBySso2 answers. */
export default function SsoRoute({ tokenId, providerActor }: SsoRouteProps) {
  const copy = useCopy(ssoCopy);
  const provider = useProvider();
  const confirmation = useConfirmationActor();
  const actor = useObservedActorRef(liveSsoMachine, {
    input: { tokenId, provider, providerRef: providerActor, confirmation },
  });
  const { screen, errorDescription, guarantorView } = useSelector(actor, ssoView);

  switch (screen) {
    case 'checking':
      return <Loading label={copy.checking} />;
    case 'refused':
      return <SsoProblemPage description={errorDescription ?? ''} />;
    case 'failed':
      return <SsoProblemPage description={copy.failedBody} />;
    case 'validated':
      return guarantorView ? (
        <Suspense fallback={<Loading />}>
          <GuarantorView view={guarantorView} />
        </Suspense>
      ) : (
        <Loading />
      );
  }
}
