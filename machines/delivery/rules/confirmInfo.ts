import type { InlineError } from '@machines/inlineError';
import { confirmInfoMessages as m } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import { isValidZip } from '@machines/rules/zip';

export interface ConfirmInfoValues {
  providerId: string | null | undefined;
  deliveryId: string | null | undefined;
  lastName: string;
  zip: string;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

export type ConfirmInfoField = 'lastName' | 'zipCode';

/** A failed rule: its message and the field the guarantor should fix (null: not theirs to fix). */
export type ConfirmInfoError = InlineError<ConfirmInfoField>;

/** Spec section 5 'Confirm-info': the first failing rule, in the spec's order, or null. */
export function findConfirmInfoError(values: ConfirmInfoValues): ConfirmInfoError | null {
  if (blank(values.providerId)) return { field: null, message: m.providerIdEmpty };
  if (blank(values.deliveryId)) return { field: null, message: m.deliveryIdEmpty };
  if (blank(values.lastName)) return { field: 'lastName', message: m.lastNameRequired };
  if (blank(values.zip)) return { field: 'zipCode', message: m.zipRequired };
  if (!isValidZip(values.zip)) return { field: 'zipCode', message: m.zipInvalid };
  return null;
}

/** The first failing rule's message, or null. */
export function validateConfirmInfo(values: ConfirmInfoValues): Words | null {
  return findConfirmInfoError(values)?.message ?? null;
}
