import type { GuarantorData } from '@/api/types';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { NeedsSession } from '@/app/NeedsSession';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { useObservedActorRef } from '@/observability/react';
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
  const view = useObservedActorRef(liveGuarantorViewMachine, {
    input: { provider, guarantor, cardMessages: 'statement', confirmation, draft },
  });
  return (
    <NeedsSession place="bill" path="/" source={view}>
      <GuarantorView view={view} />
    </NeedsSession>
  );
}
