/**
 * Allow-list redaction for event traces and the inspector. A primitive survives only under a field
 * NAME on this list, and only when it has the shape of what the code writes there (a flag, an
 * amount, a code word: see `hasSafeShape`); objects and arrays are walked (array items inherit their
 * field's name), so a card number or a name can never leak through a field someone forgot to block.
 * New safe fields are added here on purpose, one by one. An empty string says nothing and is kept,
 * so a replay knows which fields were left blank.
 */
export const REDACTED = '[redacted]';
/** A chosen image (a card photo): its pixels never enter a trace; that it was an image does, for replay. */
export const REDACTED_IMAGE = '[redacted image]';

export const ALLOWED_FIELDS: ReadonlySet<string> = new Set([
  // Event and flow vocabulary.
  'type',
  // The page's language: a preference, not personal data (issue 16: a replay shows the guarantor's language).
  'locale',
  'linkLanguage',
  'storedLanguage',
  'browserLanguages',
  'languages',
  'actorId',
  'option',
  'step',
  'side',
  'status',
  'reason',
  'count',
  'index',
  'attempt',
  'attempts',
  'field',
  'valid',
  'method',
  'mode',
  'amount',
  // Business flags (spec section 3).
  'IsSuccess',
  'IsGuarantorLocked',
  'IsIB',
  'IsIC',
  'IsPaymentLockedDueToDuplicateTransactionPrevention',
  'IsThirdPartyFinanceAvailable',
  'QP',
  'IsAutoPayAllowed',
  'DoesBalanceExistRequiringScheduledPayments',
  'IsAccountOnFileEnabled',
  'IsAcceptingPayments',
  'IsPPA',
  // Amounts and schedule numbers: what QA needs to follow a payment, and no one's identity.
  'AmountDue',
  'PaymentAmount',
  'DefaultPaymentAmount',
  'MP',
  'MAX',
  'Balance',
  'Amount',
  'OriginalPaymentAmount',
  'AmountToAutoPay',
  'AutopaymentDefaultAmount',
  'AutopaymentMinimumAllowed',
  'AutopaymentDayOfMonthlyOptinPayments',
  'PartialPaymentsDayOfMonthlyPayments',
  // The provider (a business, public on every page) and document bookkeeping.
  'ProviderKey',
  'ProviderId',
  'AcceptedPaymentMethods',
  'DocumentType',
  'PageNumber',
  'EntryMethod',
  // What a replay needs to take the same branches (src/observability/replay): the provider host
  // (public, like ProviderKey), the card widget switch, quick-pay's and autopay's outcomes.
  'hostname',
  'useWidget',
  // Which wallet's button was pressed ('googlePay' / 'applePay'): its token stays out, like the card's.
  'wallet',
  // Whether the provider takes a bank account (issue 33): a flag, so a replay takes the same branch. The
  // account holder's name and the bank's token stay out, under names not on this list.
  'offered',
  // Whether the bank comes back from its own sign-in page (issue 46): a flag; the trip's id stays out.
  'returning',
  // Whether the guarantor's session was still valid when the page came back (RESTORED, issue 46).
  'sessionLive',
  'choice',
  'focus',
  'enrolled',
  'saveCard',
  'paymentAmount',
  // The camera's live check: which checks pass and the score (never pixels; the raw measures stay out,
  // so identical checks in a row look identical and collapse, see observe.ts).
  'sharp',
  'centered',
  'lighting',
  'cardDetected',
  'score',
  'grade',
  'canCapture',
]);

/** Fields allowed only in one event type: the amount the guarantor types is an amount. */
export const ALLOWED_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  AMOUNT_CHANGED: ['value'],
};

/** A code word: event and state names, field names, host names, provider keys. */
const CODE = /^[A-Za-z][\w.:-]{0,63}$/;
/** An amount as typed: optional '$', thousands commas, up to two decimals, at most nine digits before the point. */
const MONEY = /^\$?(\d{1,3}(,\d{3}){1,2}|\d{0,9})(\.\d{0,2})?$/;
/** Five digits in a row are a zip, a phone or a card number, never a code word. */
const DIGIT_RUN = /\d{5}/;
/**
 * The same run with one separator between digits, for code words and keys: 'card-4111-1111-1111-1111'
 * is a card number as typed, with a word in front. (Not for amounts: '1234.50' is an amount.)
 */
const SPLIT_DIGIT_RUN = /\d(?:[_.:-]?\d){4}/;

/** A code word (see CODE) that does not carry a number as long as a zip, a phone or a card. */
const isCodeWord = (text: string) => CODE.test(text) && !SPLIT_DIGIT_RUN.test(text);
const MAX_NUMBER = 1e9;

/**
 * What may stand under an allowed name: a flag, a number the size of an amount or a count, an empty
 * string, a code word or an amount as typed. User text that lands there by mistake (an e-mail, an
 * address, a card number, a date of birth, a sentence) does not have that shape and is redacted.
 */
export function hasSafeShape(value: unknown): boolean {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < MAX_NUMBER;
  if (typeof value !== 'string') return false;
  return value === '' || isCodeWord(value) || (MONEY.test(value) && !DIGIT_RUN.test(value));
}

const MAX_DEPTH = 10;
/**
 * A list of records keeps its first MAX_RECORDS (issue 47): a 2,000-visit bill is recorded as its first
 * visits, so an event carrying it stays one small entry (within send.ts's MAX_ENTRY_BYTES, its flags and
 * amounts kept) and recording it costs nothing like walking the whole bill. No machine reads a bill's
 * visits, and the cards on file a guard looks through are redacted ids, which a replay's placeholder
 * finds in the first. A list of plain values (the browser's languages) is kept whole.
 */
export const MAX_RECORDS = 5;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function walk(value: unknown, allowed: boolean, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return value.name; // messages can echo user data
  if (value === null || value === undefined) return value;
  if (value === '') return value;
  if (typeof value !== 'object') return allowed && hasSafeShape(value) ? value : REDACTED;
  if (typeof Blob !== 'undefined' && value instanceof Blob)
    return value.type.startsWith('image/') ? REDACTED_IMAGE : REDACTED;
  if (depth >= MAX_DEPTH || seen.has(value)) return REDACTED;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const kept = value.some((item) => typeof item === 'object') ? value.slice(0, MAX_RECORDS) : value;
      return kept.map((item: unknown) => walk(item, allowed, depth + 1, seen));
    }
    // Class instances (File, Date, actor refs...) are never walked: their fields are not ours to vouch for.
    if (!isPlainObject(value)) return REDACTED;
    const out: Record<string, unknown> = {};
    let hidden = 0;
    for (const [key, item] of Object.entries(value)) {
      // Our field names are code words; a key that is not one is data (a map keyed by e-mail…).
      const name = isCodeWord(key) ? key : `[redacted key ${++hidden}]`;
      out[name] = walk(item, ALLOWED_FIELDS.has(key), depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value); // shared (non-circular) references are fine
  }
}

/** Redacts any value: a bare primitive has no field name, so it is redacted. */
export function redact(value: unknown): unknown {
  return walk(value, false, 0, new WeakSet());
}

/** An event with every field not on the allow-list replaced by '[redacted]'. */
export function redactEvent(event: { type: string }): { type: string } & Record<string, unknown> {
  const out = redact(event) as Record<string, unknown>;
  const source = event as unknown as Record<string, unknown>;
  for (const field of ALLOWED_EVENT_FIELDS[event.type] ?? []) {
    if (Object.hasOwn(source, field)) out[field] = walk(source[field], true, 1, new WeakSet());
  }
  return { ...out, type: event.type };
}
