// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { answerOutcome, type GuarantorOutcome, guarantorOutcome } from '@machines/rules/guarantorChecks';

type Flags = Parameters<typeof guarantorOutcome>[0];

const ok: Flags = {
  IsGuarantorLocked: false,
  IsSuccess: true,
  IsIB: false,
  IsPaymentLockedDueToDuplicateTransactionPrevention: false,
};

/** Every combination of the four flags, so the order is checked exhaustively, not by sample. */
const combos: Flags[] = [false, true].flatMap((locked) =>
  [false, true].flatMap((success) =>
    [false, true].flatMap((ib) =>
      [false, true].map((dup) => ({
        IsGuarantorLocked: locked,
        IsSuccess: success,
        IsIB: ib,
        IsPaymentLockedDueToDuplicateTransactionPrevention: dup,
      })),
    ),
  ),
);

/** The spec's order written out independently as a reference. */
function expected(g: Flags): GuarantorOutcome {
  if (g.IsGuarantorLocked) return 'locked';
  if (!g.IsSuccess || g.IsIB) return 'invalidBalance';
  if (g.IsPaymentLockedDueToDuplicateTransactionPrevention) return 'duplicate';
  return 'view';
}

describe('guarantor checks (spec section 4, in order)', () => {
  it('shows the view when no flag is raised', () => {
    expect(guarantorOutcome(ok)).toBe('view');
  });

  it('shows the locked message before anything else, even for a failed answer', () => {
    expect(
      guarantorOutcome({
        ...ok,
        IsGuarantorLocked: true,
        IsSuccess: false,
        IsIB: true,
        IsPaymentLockedDueToDuplicateTransactionPrevention: true,
      }),
    ).toBe('locked');
  });

  it('treats an unsuccessful answer as an invalid balance', () => {
    expect(guarantorOutcome({ ...ok, IsSuccess: false })).toBe('invalidBalance');
  });

  it('treats IsIB as an invalid balance, ahead of the duplicate-payment lock', () => {
    expect(guarantorOutcome({ ...ok, IsIB: true, IsPaymentLockedDueToDuplicateTransactionPrevention: true })).toBe(
      'invalidBalance',
    );
  });

  it('shows the duplicate-payment message only for an otherwise valid guarantor', () => {
    expect(guarantorOutcome({ ...ok, IsPaymentLockedDueToDuplicateTransactionPrevention: true })).toBe('duplicate');
  });

  it.each(combos.map((c) => [JSON.stringify(c), c] as const))('follows the order for %s', (_name, flags) => {
    expect(guarantorOutcome(flags)).toBe(expected(flags));
  });
});

describe('answer to a guarantor validation (delivery link or statement lookup)', () => {
  const answer = {
    IsGuarantorLocked: false,
    IsSuccess: true,
    IsIB: false,
    IsPaymentLockedDueToDuplicateTransactionPrevention: false,
  };
  it.each([
    ['a match', answer, 'view'],
    ['no match (IsSuccess false)', { ...answer, IsSuccess: false }, 'refused'],
    ['a lock that comes with IsSuccess false', { ...answer, IsSuccess: false, IsGuarantorLocked: true }, 'locked'],
    ['IsSuccess false with IsIB', { ...answer, IsSuccess: false, IsIB: true }, 'invalidBalance'],
    ['a duplicate lock', { ...answer, IsPaymentLockedDueToDuplicateTransactionPrevention: true }, 'duplicate'],
  ] as const)('%s → %s', (_, flags, outcome) => {
    expect(answerOutcome(flags)).toBe(outcome);
  });
});
