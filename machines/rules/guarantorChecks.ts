import type { GuarantorData } from '@machines/types';

/**
 * Spec section 4, "Validated guarantor checks, in order". This file is the one home of that order;
 * machines call `guarantorOutcome` from their guards instead of re-testing the flags.
 */
export type GuarantorOutcome = 'locked' | 'invalidBalance' | 'duplicate' | 'view';

type Flags = Pick<
  GuarantorData,
  'IsGuarantorLocked' | 'IsSuccess' | 'IsIB' | 'IsPaymentLockedDueToDuplicateTransactionPrevention'
>;

/** 1. Locked: the maximum validation attempts were exceeded. */
export const isLocked = (g: Flags): boolean => g.IsGuarantorLocked;

/** 2. Not success, or IsIB: invalid balance. */
export const hasInvalidBalance = (g: Flags): boolean => !g.IsSuccess || g.IsIB;

/** 3. Duplicate-prevention lock: one payment per 24 hours. */
export const isDuplicateLocked = (g: Flags): boolean => g.IsPaymentLockedDueToDuplicateTransactionPrevention;

export function guarantorOutcome(g: Flags): GuarantorOutcome {
  if (isLocked(g)) return 'locked';
  if (hasInvalidBalance(g)) return 'invalidBalance';
  if (isDuplicateLocked(g)) return 'duplicate';
  return 'view';
}

/**
 * What an answer to a guarantor validation (delivery link or statement lookup) leads to. The spec's
 * order counts "not success" as an invalid balance, yet a wrong identifier, last name or zip also
 * comes back as IsSuccess false and must be told as such. So: locked first (a lock may come with
 * IsSuccess false), then IsSuccess false without IsIB is a refusal ('refused': the form stays), then
 * the spec's order as is.
 */
export function answerOutcome(answer: Flags): GuarantorOutcome | 'refused' {
  const outcome = guarantorOutcome(answer);
  return outcome === 'invalidBalance' && !answer.IsSuccess && !answer.IsIB ? 'refused' : outcome;
}
