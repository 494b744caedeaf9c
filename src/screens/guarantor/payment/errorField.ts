import type { MessageField, PaymentFormValues } from '@machines/payment/types';

/** Id of the payment form's error box, which invalid fields point at with aria-describedby. */
export const PAYMENT_ERROR_ID = 'payment-error';

/** aria props for a field: invalid and described by the error box when the error is about it. */
export function invalidProps(field: keyof PaymentFormValues, errorField: MessageField | null) {
  return errorField === field ? { 'aria-invalid': true, 'aria-describedby': PAYMENT_ERROR_ID } : {};
}
