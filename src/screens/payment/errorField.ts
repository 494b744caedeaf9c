import { paymentMessages as m } from '../../../machines/rules/messages';
import type { PaymentFormValues } from '../../../machines/rules/paymentValidation';

/** Id of the payment form's error box, which invalid fields point at with aria-describedby. */
export const PAYMENT_ERROR_ID = 'payment-error';

/**
 * The field a validation message is about, so that field can be marked aria-invalid and described
 * by the error box. A server decline (or any other message) points at no field.
 */
export function fieldOfError(message: string, minimumPayment: number): keyof PaymentFormValues | null {
  switch (message) {
    case m.amountRequired:
    case m.minimumPayment(minimumPayment):
    case m.aboveMaximum:
      return 'amount';
    case m.partialNeedsContact:
    case m.invalidEmail:
      return 'email';
    case m.nameOnCardRequired:
      return 'nameOnCard';
    case m.invalidCardNumber:
      return 'cardNumber';
    case m.invalidCvv:
      return 'cardCVV';
    case m.invalidExpiration:
      return 'expMonth';
    case m.invalidBillingZip:
      return 'billingZip';
    default:
      return null;
  }
}

/** aria props for a field: invalid and described by the error box when the error is about it. */
export function invalidProps(field: keyof PaymentFormValues, errorField: keyof PaymentFormValues | null) {
  return errorField === field ? { 'aria-invalid': true, 'aria-describedby': PAYMENT_ERROR_ID } : {};
}
