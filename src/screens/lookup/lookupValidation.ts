import type { MessageDescriptor } from '@lingui/core';
import { type FormikErrors, yupToFormErrors } from 'formik';

import type { LookupValues } from '@machines/delivery/rules/lookup';

let deferred: Promise<typeof import('./lookupDeferred')> | null = null;

/** The schema and dialogs chunk, fetched once: right after the form first renders, or at the first check. */
export const loadLookupDeferred = () => (deferred ??= import('./lookupDeferred'));

/** Formik's `validate`: every inline message at once, keyed by field. */
export async function validateLookup(values: LookupValues): Promise<FormikErrors<LookupValues>> {
  const { lookupSchema } = await loadLookupDeferred();
  try {
    await lookupSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors<LookupValues>(error);
  }
}

/**
 * Formik's errors before its first validation has answered: not known to be valid yet, so the
 * button stays 'Enter form'. The empty message is never shown.
 */
export const NOT_YET_CHECKED: FormikErrors<LookupValues> = { identifier: '' };

/** A shown inline message (its catalogue id, see lookupSchema.ts) as a message to write, or null. */
export const inlineMessage = (id: string | undefined): MessageDescriptor | null => (id ? { id } : null);
