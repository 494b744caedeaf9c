// The format of a provider's content file (issue 48), as yup reads it; docs/provider-content.schema.json
// says the same for deployers (tests/unit/machines/provider/providerContentSchema.test.ts holds the two together).
import { array, mixed, object, type Schema, string } from 'yup';

import { NO_CONTENT, PROVIDER_TEXTS, type ProviderContent } from './providerContent';

const MAX_TEXT = 4000;
// Language, script and region subtags as people write them (es, zh-Hant, es-US); not a full BCP 47 check.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|\d{3}))?$/;
const tag = () => string().matches(LANGUAGE_TAG, 'not a language tag');
const text = () => string().min(1).max(MAX_TEXT).matches(/\S/, 'blank');

/** A record whose keys are language tags and whose values pass `value`. */
const byLanguage = <T>(value: Schema<T>) =>
  mixed<Record<string, T>>().test('by-language', 'keys are language tags', (record) =>
    Object.entries(record ?? {}).every(
      ([key, inner]) => LANGUAGE_TAG.test(key) && value.isValidSync(inner, { strict: true }),
    ),
  );

const schema = object({
  note: string(),
  language: tag(),
  texts: byLanguage(object(Object.fromEntries(PROVIDER_TEXTS.map((name) => [name, text().optional()])))),
  taglines: array(object({ lang: tag().required(), text: text().required() })).max(40),
  tty: string().max(40).nullable(),
  nondiscrimination: byLanguage(text().required()),
}).noUnknown();

/** The content as the portal uses it, or null when the file does not match the format. */
export function readProviderContent(raw: unknown): ProviderContent | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  try {
    // Strict, as the JSON Schema: a value of the wrong type or an unknown key fails the whole file; what
    // is missing is the defaults' (NO_CONTENT).
    return { ...NO_CONTENT, ...schema.validateSync(raw, { strict: true }) };
  } catch {
    return null;
  }
}
