import { useMemo } from 'react';

import type { GuarantorData } from '@/api/types';
import { useConfirmationActor } from '@/app/confirmationActor';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { useObservedActorRef } from '@/observability/react';
import GuarantorView from '@/screens/guarantor/GuarantorView';
import { useProvider } from '@/ui/provider';

/**
 * The statement found by the lookup: the validated-guarantor view machine (payment, quick-pay,
 * chooser) with the statement flow's card messages. Loaded after the lookup form, with its screens.
 */
export default function LookupStatement({ guarantor }: { guarantor: GuarantorData }) {
  const provider = useProvider();
  const confirmation = useConfirmationActor();
  const machine = useMemo(
    () => liveGuarantorViewMachine((receipt) => confirmation.send({ type: 'PAYMENT_CONFIRMED', receipt })),
    [confirmation],
  );
  const view = useObservedActorRef(machine, { input: { provider, guarantor, cardMessages: 'statement' } });
  return <GuarantorView view={view} />;
}
