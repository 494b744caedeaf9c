import { object, string } from 'yup';

import { lookupMessages as m } from '@machines/rules/messages';
import { isValidZip } from '@machines/rules/zip';

/**
 * Each message is its catalogue id: formik keeps one string per field, and the form writes it in the
 * page's language where it shows it (inlineMessage), so a language switch rewrites a shown message.
 *
 * The inline rules of 'Please Enter Statement Information' (spec section 5), shown after a field is
 * touched. Loaded on demand (lookupValidation.ts) so yup stays out of the root path's first render.
 * A value of only spaces passes here and is caught by the submit-time checks (machines/delivery/rules/lookup.ts).
 */
export const lookupSchema = object({
  identifier: string().required(m.identifierInline.id),
  lastName: string().required(m.lastNameInline.id),
  zipCode: string()
    .required(m.zipInline.id)
    .test('zip', m.zipInline.id, (value) => isValidZip(value ?? '')),
});
