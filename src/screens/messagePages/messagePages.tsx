import { Link } from 'wouter';

import { copy as copyMessages } from '@/copy';
import { useCopy } from '@/i18n/copy';
import { useProvider } from '@/ui/provider';

import { MessagePage } from './MessagePage';

// The message pages of spec section 2. Locked, invalid balance and duplicate are also rendered by
// the delivery flow in place, without changing the address bar.

export function MaintenancePage() {
  const copy = useCopy(copyMessages);
  return (
    <MessagePage heading={copy.maintenance.heading}>
      <p>{copy.maintenance.body}</p>
    </MessagePage>
  );
}

export function LockedPage() {
  const copy = useCopy(copyMessages);
  const { Phone } = useProvider();
  return (
    <MessagePage heading={copy.locked.heading}>
      <p>{copy.locked.body(Phone)}</p>
    </MessagePage>
  );
}

export function NotAcceptingPage() {
  const copy = useCopy(copyMessages);
  return <MessagePage heading={copy.notAccepting.heading} />;
}

export function InvalidBalancePage() {
  const copy = useCopy(copyMessages);
  const { Phone } = useProvider();
  return (
    <MessagePage heading={copy.invalidBalance.heading}>
      <p>{copy.invalidBalance.body(Phone)}</p>
    </MessagePage>
  );
}

export function DuplicatePaymentPage() {
  const copy = useCopy(copyMessages);
  return <MessagePage heading={copy.duplicate.heading} />;
}

export function InvalidDeliveryPage() {
  const copy = useCopy(copyMessages);
  return <MessagePage heading={copy.invalidDelivery.heading} />;
}

export function NotFoundPage() {
  const copy = useCopy(copyMessages);
  return (
    <MessagePage heading={copy.notFound.heading}>
      <p>{copy.notFound.body}</p>
      <Link href="/">{copy.notFound.home}</Link>
    </MessagePage>
  );
}

/** The page for each refusal of the guarantor checks (locked → invalid balance → duplicate), shown in place. */
export type GuarantorRefusal = 'locked' | 'invalidBalance' | 'duplicate';

export function GuarantorRefusalPage({ refusal }: { refusal: GuarantorRefusal }) {
  if (refusal === 'locked') return <LockedPage />;
  if (refusal === 'invalidBalance') return <InvalidBalancePage />;
  return <DuplicatePaymentPage />;
}
