import { object, string } from 'yup';

import { lookupMessages as m } from '@machines/rules/messages';
import { isValidZip } from '@machines/rules/zip';

/**
 * The inline rules of 'Please Enter Statement Information' (spec section 5), shown after a field is
 * touched. Loaded on demand (lookupValidation.ts) so yup stays out of the root path's first render.
 * A value of only spaces passes here and is caught by the submit-time checks (machines/rules/lookup.ts).
 */
export const lookupSchema = object({
  identifier: string().required(m.identifierInline),
  lastName: string().required(m.lastNameInline),
  zipCode: string()
    .required(m.zipInline)
    .test('zip', m.zipInline, (value) => isValidZip(value ?? '')),
});
