import type { AnyActorRef } from 'xstate';

import { paymentMessages } from '@machines/rules/messages';
import { amountToText } from '@machines/rules/money';

import { findAmountError, findPaymentError } from './rules/paymentValidation';
import type { PaymentContext, PaymentFieldError, PaymentInput } from './types';

export const emptyCard = { cardNumber: '', cardCVV: '' } as const;

/** The form as it first shows: the default amount, the guarantor's contact, the first saved card. */
export function initialPaymentContext(input: PaymentInput): PaymentContext {
  const g = input.guarantor;
  const firstSaved = g.PA[0];
  const adminTokenId = input.adminTokenId || null;
  const option = firstSaved ? 2 : 1;
  const form = {
    amount: amountToText(g.DefaultPaymentAmount ?? g.AmountDue),
    email: g.Email ?? '',
    phone: g.Phone ?? '',
    // Only ever what the guarantor typed: a saved card's name is added to the request (paymentRequest.ts).
    nameOnCard: '',
    expMonth: '',
    expYear: '',
    billingZip: '',
  };
  return {
    provider: input.provider,
    guarantor: g,
    adminTokenId,
    deliveryId: input.deliveryId ?? g.DeliveryId ?? null,
    useWidget: input.useWidget,
    cardMessages: input.cardMessages ?? 'delivery',
    amountReadOnly: adminTokenId !== null,
    form: { ...form, ...emptyCard },
    option,
    paymentAccountId: firstSaved?.Id ?? null,
    token: null,
    wallet: null,
    payingFromBank: false,
    bankTransactionId: null,
    // The bill's guarantor pays from their own account unless they say otherwise (issue 33).
    accountHolderName: `${g.FirstName} ${g.LastName}`.trim(),
    widgetUnavailable: false,
    error: null,
    alert: null,
    result: null,
    postMayHaveGoneThrough: false,
  };
}

/** Square takes bank payments for this provider: its application, its location and `ACH` (issue 33). */
export const takesBank = (provider: PaymentInput['provider']): boolean =>
  Boolean(provider.SqId && provider.SqLocationId && provider.AcceptedPaymentMethods?.includes('ACH'));

// The inputs of the payment's three Square methods (its children), for their start and their restart
// after the page came back.
export const cardWidgetInput = (context: PaymentContext, payment: AnyActorRef) => ({
  appId: context.provider.SqId ?? '',
  payment,
});

export const walletsInput = (context: PaymentContext, payment: AnyActorRef) => ({
  appId: context.provider.SqId ?? '',
  locationId: context.provider.SqLocationId ?? null,
  total: context.form.amount,
  label: context.provider.ProviderName,
  payment,
});

export const bankInput = (context: PaymentContext, payment: AnyActorRef) => ({
  appId: context.provider.SqId ?? '',
  locationId: context.provider.SqLocationId ?? null,
  offered: takesBank(context.provider),
  payment,
  transactionId: context.bankTransactionId,
  // Paying from the bank when the page went: it was the trip to the bank's sign-in page, or a reload
  // with its dialog open; Square answers the one, the other is a cancel.
  returning: context.payingFromBank,
});

/** The rules a wallet payment must pass (amount, contact, e-mail): the wallet holds the card. */
export const walletValidationError = (context: PaymentContext): PaymentFieldError | null =>
  findAmountError(context.form, context.guarantor);

/** The rules before Square's bank dialog opens: a wallet's, then the account holder's name it needs. */
export const bankValidationError = (context: PaymentContext): PaymentFieldError | null =>
  walletValidationError(context) ??
  (context.accountHolderName.trim() === ''
    ? { field: 'accountHolderName', message: paymentMessages.accountHolderRequired }
    : null);

/** The first of the spec's submit-time rules (section 5) the context breaks, or null. */
export const paymentValidationError = (context: PaymentContext): PaymentFieldError | null =>
  context.payingFromBank
    ? bankValidationError(context)
    : context.wallet
      ? walletValidationError(context)
      : findPaymentError(
          { ...context.form, paymentAccountId: context.paymentAccountId, token: context.token },
          {
            MP: context.guarantor.MP,
            MAX: context.guarantor.MAX,
            AmountDue: context.guarantor.AmountDue,
            useWidget: context.useWidget,
            cardMessages: context.cardMessages,
            now: new Date(),
          },
        );
