import type { GuarantorData } from '@/api/types';
import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { NeedsSession, warmSessionWarning } from '@/app/NeedsSession';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import GuarantorView from '@/screens/guarantor/GuarantorView';
import { useProvider } from '@/ui/provider';

// The session's warning loads with the bill's code, not in the middle of its first draw (see NeedsSession).
warmSessionWarning();

interface LookupStatementProps {
  guarantor: GuarantorData;
}

/**
 * The statement found by the lookup: the validated-guarantor view machine (payment, quick-pay,
 * chooser) with the statement flow's card messages. Loaded after the lookup form, with its screens.
 */
export default function LookupStatement({ guarantor }: LookupStatementProps) {
  const provider = useProvider();
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const view = useKeptActorRef(
    liveGuarantorViewMachine,
    { provider, guarantor, cardMessages: 'statement', confirmation },
    { place: 'bill:/', owner: guarantor.GuarantorId },
  );
  return (
    <NeedsSession place="bill" path="/" source={view}>
      <GuarantorView view={view} />
    </NeedsSession>
  );
}
