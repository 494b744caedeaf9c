import { cardFormMessages as m, paymentMessages } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import { isValidZip } from '@machines/rules/zip';

import type { PaymentFieldError, PaymentValidationContext, PaymentValidationInput } from '../types';
import { CARD_NUMBER_LENGTH, CVV_LENGTH, isExpiryValid } from './cardLimits';

const blank = (v: string) => v.trim() === '';

/** Spaces and dashes as printed on a card are fine; anything else makes the number invalid. */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
  }
  return sum % 10 === 0;
}

/** Digits only, 10-20 of them (spec section 9), with a valid Luhn checksum. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max && passesLuhn(digits);
}

const fail = (field: PaymentFieldError['field'], message: Words): PaymentFieldError => ({ field, message });

/**
 * Spec section 5 'Card form messages (statement lookup flow)', in the spec's order, for a new card
 * (a saved card has its details on file). The list has no message for a card that has expired, so
 * the payment form's 'Invalid Expriation Date...' is used for it rather than posting a card the
 * processor will refuse; a CVV that is not 3-4 digits is asked for again.
 */
export function findStatementCardError(
  form: PaymentValidationInput,
  ctx: Pick<PaymentValidationContext, 'useWidget' | 'now'>,
): PaymentFieldError | null {
  if (blank(form.nameOnCard)) return fail('nameOnCard', m.nameRequired);
  // The widget holds number, expiry, CVV and zip itself; it answers with a token.
  if (ctx.useWidget) return form.token ? null : fail(null, paymentMessages.invalidCardData);
  if (blank(form.cardNumber)) return fail('cardNumber', m.numberRequired);
  if (!isValidCardNumber(form.cardNumber)) return fail('cardNumber', m.numberInvalid);
  if (blank(form.expMonth)) return fail('expMonth', m.monthRequired);
  if (blank(form.expYear)) return fail('expYear', m.yearRequired);
  if (!isExpiryValid(form.expMonth, form.expYear, ctx.now)) return fail('expMonth', paymentMessages.invalidExpiration);
  const cvv = form.cardCVV.trim();
  if (!/^\d+$/.test(cvv) || cvv.length < CVV_LENGTH.min || cvv.length > CVV_LENGTH.max)
    return fail('cardCVV', m.cvvRequired);
  if (blank(form.billingZip)) return fail('billingZip', m.zipRequired);
  if (!isValidZip(form.billingZip)) return fail('billingZip', m.zipInvalid);
  return null;
}
