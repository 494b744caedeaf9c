import { lookupMessages as m } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import type { GuarantorLookupModel, ProviderData } from '@machines/types';

/** What the guarantor typed on 'Please Enter Statement Information'. */
export interface LookupValues {
  identifier: string;
  lastName: string;
  zipCode: string;
}

export type LookupField = keyof LookupValues;

/** A failed submit-time check: its alert text and the field to fix (null: not the guarantor's to fix). */
export interface LookupError {
  field: LookupField | null;
  message: Words;
}

/** Used when the provider has no VerificationLabel1: the words of the spec's inline message. */
export const DEFAULT_IDENTIFIER_LABEL = m.identifierLabel;

/** The identifier's label: the provider's VerificationLabel1 (e.g. 'Account Number'), shown as delivered. */
export function identifierLabel(provider: Pick<ProviderData, 'VerificationLabel1'>): Words {
  return provider.VerificationLabel1?.trim() || DEFAULT_IDENTIFIER_LABEL;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/**
 * Spec section 5 'Statement lookup form': the submit-time checks in the spec's order, or null.
 * A value of only spaces passes the inline "required" rules but is empty here.
 */
export function findLookupError(
  values: LookupValues,
  provider: Pick<ProviderData, 'ProviderId' | 'VerificationLabel1'>,
): LookupError | null {
  if (blank(values.identifier))
    return { field: 'identifier', message: m.identifierRequired(identifierLabel(provider)) };
  if (blank(values.lastName)) return { field: 'lastName', message: m.lastNameRequired };
  if (blank(values.zipCode)) return { field: 'zipCode', message: m.zipRequired };
  if (blank(provider.ProviderId)) return { field: null, message: m.providerIdMissing };
  return null;
}

/** The ValidateGuarantorForPaper body: trimmed values, kept as typed on the form. */
export function lookupRequest(values: LookupValues, provider: Pick<ProviderData, 'ProviderId'>): GuarantorLookupModel {
  return {
    GuarantorId: values.identifier.trim(),
    LastName: values.lastName.trim(),
    ZipCode: values.zipCode.trim(),
    ProviderId: provider.ProviderId,
  };
}
