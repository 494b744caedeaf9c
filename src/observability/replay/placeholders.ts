/**
 * Stand-ins for redacted values, so a replay can re-run guards that read them. Each is chosen by the
 * field's name to pass the form rules (a valid test card, a future expiry, an e-mail…): a trace only
 * keeps a redacted field when the guarantor typed something there, and what they typed last before
 * a submit is, most of the time, valid. When it was not, the replay says so at that step.
 */
import { REDACTED, REDACTED_IMAGE } from '../redact';

/** An actor reference no one listens to (a redacted actor ref: the card widget's payment actor, the tab's session). */
const silentRef = () => ({ id: 'placeholder', sessionId: 'placeholder', send: () => undefined });

const RULES: [RegExp, () => unknown][] = [
  [/cardnumber|^number$/i, () => '4111111111111111'],
  [/cvv/i, () => '123'],
  [/month/i, () => '12'],
  [/year/i, () => String(new Date().getFullYear() + 2)],
  [/zip|postal/i, () => '30301'],
  [/e-?mail/i, () => 'redacted@example.com'],
  [/phone|mobile/i, () => '5550100000'],
  [/url/i, () => 'https://placeholder.invalid/'],
  [/dob|date/i, () => '1970-01-01'],
  [/token/i, () => 'placeholder-token'],
  [/container/i, () => '#placeholder'],
  [/^(payment|confirmation|session|source)$|ref$/i, silentRef],
  // A chosen file that was not an image (an image is recorded as REDACTED_IMAGE).
  [/^(image|file|blob)$/i, () => new Blob([], { type: 'application/octet-stream' })],
];

/** The stand-in for a redacted value under `field`. */
export function placeholderFor(field: string | null): unknown {
  const rule = field === null ? undefined : RULES.find(([pattern]) => pattern.test(field));
  return rule ? rule[1]() : 'placeholder';
}

/**
 * `value` with every '[redacted]' replaced by its stand-in. Array items inherit their field's name;
 * in `{ field: 'email', value: … }` (a form field event) the value is named by `field`.
 */
export function fillPlaceholders(value: unknown, field: string | null = null): unknown {
  if (value === REDACTED) return placeholderFor(field);
  if (value === REDACTED_IMAGE) return new Blob([], { type: 'image/jpeg' });
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, field));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const named = typeof record.field === 'string' ? record.field : null;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, fillPlaceholders(item, key === 'value' && named ? named : key)]),
  );
}
