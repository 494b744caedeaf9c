import type { GuarantorData } from '@/api/types';
import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { NeedsSession } from '@/app/NeedsSession';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import GuarantorView from '@/screens/guarantor/GuarantorView';
import { useProvider } from '@/ui/provider';
import type { BillDraft } from '@machines/payment/types';

interface LookupStatementProps {
  guarantor: GuarantorData;
  /** The bill as the guarantor left it when their session ended. */
  draft: BillDraft | null;
}

/**
 * The statement found by the lookup: the validated-guarantor view machine (payment, quick-pay,
 * chooser) with the statement flow's card messages. Loaded after the lookup form, with its screens.
 */
export default function LookupStatement({ guarantor, draft }: LookupStatementProps) {
  const provider = useProvider();
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const view = useKeptActorRef(
    liveGuarantorViewMachine,
    { provider, guarantor, cardMessages: 'statement', confirmation, draft },
    { place: 'bill:/', owner: guarantor.GuarantorId, fresh: { provider, guarantor }, actors: { confirmation } },
  );
  return (
    <NeedsSession place="bill" path="/" source={view}>
      <GuarantorView view={view} />
    </NeedsSession>
  );
}
