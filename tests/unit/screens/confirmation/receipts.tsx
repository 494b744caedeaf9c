// Real receipts from the demo backend: the provider, the validated guarantor and an approved payment,
// exactly what the payment machine hands to the confirmation actor.
import { act } from '@testing-library/react';

import { getProvider, processPayment, validateGuarantorForDelivery } from '@/api/calls';
import { type ConfirmationActor, startConfirmationActor } from '@/app/live/confirmation';
import { ConfirmationPage } from '@/screens/confirmation/ConfirmationPage';
import type { PaymentOutput } from '@machines/payment/payment.machine';
import { render } from '@tests/support/render';

export const APPROVED_CARD = '4111111111111111';

export async function payByDeliveryLink(
  deliveryId: string,
  lastName: string,
  zip: string,
  amount: number,
): Promise<PaymentOutput> {
  const provider = await getProvider({ ProviderKey: 'demo' });
  const guarantor = await validateGuarantorForDelivery({
    ProviderId: provider.ProviderId,
    DeliveryId: deliveryId,
    LastName: lastName,
    ZipCode: zip,
  });
  const result = await processPayment({
    ProviderId: provider.ProviderId,
    GuarantorId: guarantor.GuarantorId,
    DeliveryId: deliveryId,
    PaymentAmount: amount,
    EmailAddress: 'payer@example.com',
    NameOnCard: 'Pat Payer',
    CardNumber: APPROVED_CARD,
    CardCVV: '123',
    ExDateMonth: 12,
    ExDateYear: 2037,
    ZipCode: zip,
  });
  if (!result.IsSuccess) throw new Error(`demo payment refused: ${result.ErrorMessage ?? ''}`);
  return { result, paymentAmount: amount, provider, guarantor };
}

/** D1001 (Rivera): the autopay offer (minimum 25.00, default 50.00, the 15th). */
export const payD1001 = (amount = 100) => payByDeliveryLink('D1001', 'Rivera', '30301', amount);
/** D1006 (Partial): no autopay; the reminder with the save-card checkbox. */
export const payD1006 = (amount = 100) => payByDeliveryLink('D1006', 'Partial', '60601', amount);

/** The page under the app-level actor, as App.tsx provides it; the receipt arrives before the page, as after a payment. */
const started: ConfirmationActor[] = [];

/** For afterEach: no offer timer or enrolment call outlives its test. */
export function stopActors(): void {
  started.splice(0).forEach((actor) => actor.stop());
}

export function renderConfirmation(receipt?: PaymentOutput): ConfirmationActor {
  const actor = startConfirmationActor();
  started.push(actor);
  if (receipt) actor.send({ type: 'PAYMENT_CONFIRMED', receipt });
  render(<ConfirmationPage actor={actor} />);
  return actor;
}

export function confirmAgain(actor: ConfirmationActor, receipt: PaymentOutput): void {
  act(() => actor.send({ type: 'PAYMENT_CONFIRMED', receipt }));
}
