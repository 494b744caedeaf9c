import { useKeptActorRef } from '@/app/keep/useKeptActorRef';
import { liveGuarantorViewMachine } from '@/app/live/guarantorView';
import { useConfirmationActor } from '@/app/useConfirmationActor';
import { useProvider } from '@/ui/provider';
import type { ValidatedGuarantor } from '@machines/types';

import Bill from './Bill';

interface DeliveryStatementProps {
  guarantor: ValidatedGuarantor;
  deliveryId: string;
  path: string;
}

/**
 * The bill a delivery link's guarantor confirmed: the validated-guarantor view machine (payment,
 * quick-pay, chooser), as the statement lookup's LookupStatement. Loaded after the confirm-info
 * form with the account's words, so none of the payment's code is on the way to that form (issue 34).
 */
export default function DeliveryStatement({ guarantor, deliveryId, path }: DeliveryStatementProps) {
  const provider = useProvider();
  // The tab's confirmation actor rides along in the input: the validated view sends it the receipt.
  const confirmation = useConfirmationActor();
  const view = useKeptActorRef(
    liveGuarantorViewMachine,
    { provider, guarantor, deliveryId, confirmation },
    { place: `bill:${path}`, owner: guarantor.GuarantorId },
  );
  return <Bill view={view} path={path} />;
}
