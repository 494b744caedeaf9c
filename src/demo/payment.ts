// ProcessPayment: the demo processor's rules (contract cards, saved card, widget, wallet and bank tokens, 24 h rule).
import type { TransactionResult } from '@/api/types';

import { type DeliverySeed } from './deliverySeed';
import { deliveryByGuarantorId, deliveryById } from './guarantors';
import { type Body, num, str } from './http';
import { CLOSED_ACCOUNT_TOKEN_PREFIX, DEMO_CARDS, ssoSessionDelivery, WIDGET_TOKEN_PREFIX } from './scenarioValues';
import { DEMO_MESSAGES } from './serverMessages';
import { guarantorRecord, isDeliveryLocked, isPaymentLocked, recordPayment } from './state';

export type PaymentOutcome = { kind: 'networkError' } | { kind: 'result'; result: TransactionResult };

const refuse = (message: string): PaymentOutcome => ({
  kind: 'result',
  result: { IsSuccess: false, ErrorMessage: message },
});
const money = (n: number) => `$${n.toFixed(2)}`;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

function expired(body: Body, now: number): boolean {
  const month = num(body, 'ExDateMonth');
  const year = num(body, 'ExDateYear');
  if (!Number.isFinite(month) || !Number.isFinite(year)) return false; // not sent: nothing to check
  const today = new Date(now);
  return year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
}

/** null when the card (or saved card, or widget token) is approved, else the refusal. */
function cardRefusal(body: Body, delivery: DeliverySeed, now: number): string | null {
  const savedId = str(body, 'PaymentAccountId');
  if (savedId) {
    const record = guarantorRecord(delivery.guarantor.GuarantorId);
    return record?.PA.some((a) => a.Id === savedId) ? null : DEMO_MESSAGES.savedCardMissing;
  }
  const token = str(body, 'Token');
  // A bank token from the stand-in's 'Connect a closed account'; any other bank token is approved as a card's.
  if (token.startsWith(CLOSED_ACCOUNT_TOKEN_PREFIX)) return DEMO_MESSAGES.bankAccountRefused;
  if (token) return token.startsWith(WIDGET_TOKEN_PREFIX) ? null : DEMO_MESSAGES.cardDeclined;
  const digits = str(body, 'CardNumber').replace(/\D/g, '');
  if (!digits) return DEMO_MESSAGES.noCard;
  if (digits === DEMO_CARDS.declined) return DEMO_MESSAGES.cardDeclined;
  if (expired(body, now)) return DEMO_MESSAGES.cardExpired;
  const cvv = str(body, 'CardCVV');
  if (cvv && !/^\d{3,4}$/.test(cvv)) return DEMO_MESSAGES.cvvInvalid;
  // 4111… is the contract's approved card; any other number a real processor would accept (a valid
  // Luhn checksum, e.g. 5555 5555 5555 4444) is approved too so testers can try other brands.
  return digits === DEMO_CARDS.approved || digits === DEMO_CARDS.slowGateway || luhnValid(digits)
    ? null
    : DEMO_MESSAGES.cardDeclined;
}

function amountRefusal(amount: number, mp: number, max: number | null): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return DEMO_MESSAGES.amountMissing;
  if (amount + 1e-9 < mp) return `The minimum allowed payment is ${money(mp)}.`;
  if (max !== null && amount - 1e-9 > max) return DEMO_MESSAGES.amountAboveMax;
  return null;
}

function afterPayment(delivery: DeliverySeed, remaining: number): Partial<TransactionResult> {
  const { autopay, reminder } = delivery.afterPayment;
  return {
    IsAutoPayAllowed: !!autopay && (!autopay.whenBalanceRemains || remaining > 0),
    AutopaymentMinimumAllowed: autopay?.minimum ?? null,
    AutopaymentDefaultAmount: autopay?.defaultAmount ?? null,
    AutopaymentDayOfMonthlyOptinPayments: autopay?.dayOfMonth ?? null,
    DoesBalanceExistRequiringScheduledPayments: !!reminder,
    PartialPaymentsDayOfMonthlyPayments: reminder?.dayOfMonth ?? null,
    IsAccountOnFileEnabled: reminder?.accountOnFile ?? false,
  };
}

export function processPayment(body: Body, now: number): PaymentOutcome {
  // The contract's "connection drops" card fails at the transport level, before any business rule.
  if (str(body, 'CardNumber').replace(/\D/g, '') === DEMO_CARDS.networkError) return { kind: 'networkError' };

  const delivery = deliveryByGuarantorId(str(body, 'GuarantorId')) ?? deliveryById(str(body, 'DeliveryId'));
  const record = delivery && guarantorRecord(delivery.guarantor.GuarantorId);
  if (!delivery || !record) return refuse(DEMO_MESSAGES.unknownGuarantor);
  if (isDeliveryLocked(delivery.DeliveryId)) return refuse(DEMO_MESSAGES.accountLocked);
  if (record.IsIB) return refuse(DEMO_MESSAGES.invalidBalance);
  if (isPaymentLocked(record.GuarantorId, now)) return refuse(DEMO_MESSAGES.duplicatePayment);
  const admin = str(body, 'AdminTokenId');
  if (admin && !ssoSessionDelivery(admin)) return refuse(DEMO_MESSAGES.ssoInvalid);

  const amount = num(body, 'PaymentAmount');
  const refusal = amountRefusal(amount, record.MP, record.MAX) ?? cardRefusal(body, delivery, now);
  if (refusal) return refuse(refusal);

  const tx = recordPayment({ guarantorId: record.GuarantorId, deliveryId: delivery.DeliveryId, amount, now });
  const remaining = guarantorRecord(record.GuarantorId)?.AmountDue ?? 0;
  return {
    kind: 'result',
    result: {
      IsSuccess: true,
      ErrorMessage: null,
      TransactionId: tx.TransactionId,
      ConfirmationCode: tx.ConfirmationCode,
      PaymentAmount: tx.Amount,
      PaymentDate: new Date(now).toISOString(),
      GuarantorName: `${record.FirstName} ${record.LastName}`,
      ProviderSpecificGuarantorId: record.PGuarantorId,
      ...afterPayment(delivery, remaining),
    },
  };
}
