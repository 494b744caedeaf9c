/**
 * Allow-list redaction for event traces and the inspector. A primitive survives only under a field
 * NAME on this list; objects and arrays are walked (array items inherit their field's name), so a
 * card number or a name can never leak through a field someone forgot to block. New safe fields
 * are added here on purpose, one by one.
 */
export const REDACTED = '[redacted]';

export const ALLOWED_FIELDS: ReadonlySet<string> = new Set([
  // Event and flow vocabulary.
  'type',
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
]);

const MAX_DEPTH = 10;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function walk(value: unknown, allowed: boolean, depth: number, seen: WeakSet<object>): unknown {
  if (value instanceof Error) return value.name; // messages can echo user data
  if (value === null || value === undefined) return value;
  if (typeof value !== 'object') return allowed && typeof value !== 'function' ? value : REDACTED;
  if (depth >= MAX_DEPTH || seen.has(value)) return REDACTED;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => walk(item, allowed, depth + 1, seen));
    // Class instances (File, Date, actor refs...) are never walked: their fields are not ours to vouch for.
    if (!isPlainObject(value)) return REDACTED;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = walk(item, ALLOWED_FIELDS.has(key), depth + 1, seen);
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
  return { ...(redact(event) as Record<string, unknown>), type: event.type };
}
