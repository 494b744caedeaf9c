import { confirmInfoMessages as m } from './messages';
import { isValidZip } from './zip';

export interface ConfirmInfoValues {
  providerId: string | null | undefined;
  deliveryId: string | null | undefined;
  lastName: string;
  zip: string;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** Spec section 5 'Confirm-info': the first failing rule's message, in the spec's order, or null. */
export function validateConfirmInfo(values: ConfirmInfoValues): string | null {
  if (blank(values.providerId)) return m.providerIdEmpty;
  if (blank(values.deliveryId)) return m.deliveryIdEmpty;
  if (blank(values.lastName)) return m.lastNameRequired;
  if (blank(values.zip)) return m.zipRequired;
  if (!isValidZip(values.zip)) return m.zipInvalid;
  return null;
}
