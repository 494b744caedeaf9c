import { looksLikeEmail } from './email';
import { paymentMessages as m } from './messages';
import { parseAmount } from './money';

/** What the guarantor typed on the payment form. Card number and CVV live only in memory. */
export interface PaymentFormValues {
  amount: string;
  email: string;
  phone: string;
  nameOnCard: string;
  cardNumber: string;
  cardCVV: string;
  expMonth: string;
  expYear: string;
  billingZip: string;
}

export interface PaymentValidationInput extends PaymentFormValues {
  /** Saved card chosen (option 2); null for a new card. */
  paymentAccountId: string | null;
  /** The card widget's token, when it has given one. */
  token: string | null;
}

export interface PaymentValidationContext {
  MP: number;
  MAX: number | null;
  AmountDue: number;
  useWidget: boolean;
  /** Injected clock for the expiry check. */
  now: Date;
}

export const CARD_NUMBER_LENGTH = { min: 10, max: 20 } as const;
export const CVV_LENGTH = { min: 3, max: 4 } as const;
export const BILLING_ZIP_MIN_LENGTH = 5;

const blank = (v: string) => v.trim() === '';
const between = (v: string, r: { min: number; max: number }) => v.length >= r.min && v.length <= r.max;

/**
 * A card is good through the last day of its expiry month, so the current month is still valid.
 * Month and year must be whole numbers, month 1-12.
 */
export function isExpiryValid(month: string, year: string, now: Date): boolean {
  if (!/^\d+$/.test(month.trim()) || !/^\d+$/.test(year.trim())) return false;
  const mm = Number(month);
  const yy = Number(year);
  if (mm < 1 || mm > 12) return false;
  const nowYear = now.getFullYear();
  return yy > nowYear || (yy === nowYear && mm >= now.getMonth() + 1);
}

/** A failed rule: its message and the field it is about (null: no single field, e.g. the widget). */
export interface PaymentFieldError {
  field: keyof PaymentFormValues | null;
  message: string;
}

const fail = (field: PaymentFieldError['field'], message: string): PaymentFieldError => ({ field, message });

/**
 * Spec section 5 'Payment form': the first failing rule, in the spec's order, or null. Card rules
 * (name, token, number, CVV, expiry, zip) apply only to a new card: a saved card has them on file.
 * With the widget, a missing token is the last possible error, so a caller can treat
 * `invalidCardData` as "everything else is fine, wait for the token".
 */
export function findPaymentError(
  form: PaymentValidationInput,
  ctx: PaymentValidationContext,
): PaymentFieldError | null {
  const amount = parseAmount(form.amount);
  if (amount === null || amount === 0) return fail('amount', m.amountRequired);
  if (amount < ctx.MP) return fail('amount', m.minimumPayment(ctx.MP));
  if (ctx.MAX !== null && amount > ctx.MAX) return fail('amount', m.aboveMaximum);
  if (amount < ctx.AmountDue && blank(form.email) && blank(form.phone)) return fail('email', m.partialNeedsContact);
  if (!blank(form.email) && !looksLikeEmail(form.email)) return fail('email', m.invalidEmail);
  if (form.paymentAccountId) return null;
  if (blank(form.nameOnCard)) return fail('nameOnCard', m.nameOnCardRequired);
  if (ctx.useWidget) return form.token ? null : fail(null, m.invalidCardData);
  if (!between(form.cardNumber.trim(), CARD_NUMBER_LENGTH)) return fail('cardNumber', m.invalidCardNumber);
  if (!between(form.cardCVV.trim(), CVV_LENGTH)) return fail('cardCVV', m.invalidCvv);
  if (!isExpiryValid(form.expMonth, form.expYear, ctx.now)) return fail('expMonth', m.invalidExpiration);
  if (form.billingZip.trim().length < BILLING_ZIP_MIN_LENGTH) return fail('billingZip', m.invalidBillingZip);
  return null;
}

/** The first failing rule's message, or null. */
export function validatePayment(form: PaymentValidationInput, ctx: PaymentValidationContext): string | null {
  return findPaymentError(form, ctx)?.message ?? null;
}
