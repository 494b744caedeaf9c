import { looksLikeEmail } from '@machines/rules/email';
import { paymentMessages as m } from '@machines/rules/messages';
import { parseAmount, toCents } from '@machines/rules/money';
import type { Words } from '@machines/rules/words';

import type { PaymentFieldError, PaymentValidationContext, PaymentValidationInput } from '../types';
import { BILLING_ZIP_MIN_LENGTH, CARD_NUMBER_LENGTH, CVV_LENGTH, isExpiryValid } from './cardLimits';
import { findStatementCardError } from './statementCard';

export { BILLING_ZIP_MIN_LENGTH, CARD_NUMBER_LENGTH, CVV_LENGTH, isExpiryValid };

const blank = (v: string) => v.trim() === '';
const between = (v: string, r: { min: number; max: number }) => v.length >= r.min && v.length <= r.max;

const fail = (field: PaymentFieldError['field'], message: Words): PaymentFieldError => ({ field, message });

/**
 * Spec section 5 'Payment form': the first failing rule, in the spec's order, or null. Card rules
 * (name, token, number, CVV, expiry, zip) apply only to a new card: a saved card has them on file.
 * With the widget, a missing token is the last possible error, so a caller can treat
 * `invalidCardData` as "everything else is fine, wait for the token". The statement lookup flow's
 * card rules (`cardMessages: 'statement'`) replace the card part with that flow's own messages.
 */
export function findPaymentError(
  form: PaymentValidationInput,
  ctx: PaymentValidationContext,
): PaymentFieldError | null {
  const amountError = findAmountError(form, ctx);
  if (amountError) return amountError;
  if (form.paymentAccountId) return null;
  if (ctx.cardMessages === 'statement') return findStatementCardError(form, ctx);
  if (blank(form.nameOnCard)) return fail('nameOnCard', m.nameOnCardRequired);
  if (ctx.useWidget) return form.token ? null : fail(null, m.invalidCardData);
  if (!between(form.cardNumber.trim(), CARD_NUMBER_LENGTH)) return fail('cardNumber', m.invalidCardNumber);
  if (!between(form.cardCVV.trim(), CVV_LENGTH)) return fail('cardCVV', m.invalidCvv);
  if (!isExpiryValid(form.expMonth, form.expYear, ctx.now)) return fail('expMonth', m.invalidExpiration);
  if (form.billingZip.trim().length < BILLING_ZIP_MIN_LENGTH) return fail('billingZip', m.invalidBillingZip);
  return null;
}

/**
 * The rules before the card's (amount, minimum, maximum, the partial-payment contact, the e-mail):
 * all a wallet payment needs, checked before its sheet opens (a wallet holds the card).
 */
export function findAmountError(
  form: Pick<PaymentValidationInput, 'amount' | 'email' | 'phone'>,
  ctx: Pick<PaymentValidationContext, 'MP' | 'MAX' | 'AmountDue'>,
): PaymentFieldError | null {
  const typed = parseAmount(form.amount);
  if (typed === null || typed === 0) return fail('amount', m.amountRequired);
  // In cents, as the page shows the server's amounts (see toCents).
  const amount = toCents(typed);
  if (amount < toCents(ctx.MP)) return fail('amount', m.minimumPayment(ctx.MP));
  if (ctx.MAX !== null && amount > toCents(ctx.MAX)) return fail('amount', m.aboveMaximum);
  if (amount < toCents(ctx.AmountDue) && blank(form.email) && blank(form.phone))
    return fail('email', m.partialNeedsContact);
  if (!blank(form.email) && !looksLikeEmail(form.email)) return fail('email', m.invalidEmail);
  return null;
}

/** The first failing rule's message, or null. */
export function validatePayment(form: PaymentValidationInput, ctx: PaymentValidationContext): Words | null {
  return findPaymentError(form, ctx)?.message ?? null;
}
