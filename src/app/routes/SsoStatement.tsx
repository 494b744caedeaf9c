import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import type { GuarantorData, ProviderData } from '@machines/types';

import Bill from './Bill';

interface SsoStatementProps {
  guarantor: GuarantorData;
  /** The session's provider (the answer's, or the host's when it carries none). */
  provider: ProviderData;
  tokenId: string;
  path: string;
}

/**
 * The staff-assisted bill: the validated-guarantor view with the token as AdminTokenId, kept by the tab
 * as the delivery link's bill is (issue 46), so a reload comes back to it with what was typed.
 */
export default function SsoStatement({ guarantor, provider, tokenId, path }: SsoStatementProps) {
  const confirmation = useConfirmationActor();
  const view = useKeptActorRef(
    liveGuarantorViewMachine,
    { provider, guarantor, adminTokenId: tokenId, confirmation },
    { place: `bill:${path}`, owner: guarantor.GuarantorId },
  );
  return <Bill view={view} path={path} />;
}
