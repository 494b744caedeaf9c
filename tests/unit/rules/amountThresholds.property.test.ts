// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec sections 2, 4 and 9: the rules that turn on an amount the server sends, for any amount it
// adds up (with the floating-point noise of a computed balance). Each rule is about the amount the
// guarantor sees: financing from an AmountDue of 500 ('Payment Plan'), 'Total Amount Due' and the
// full-or-partial amount field only above 0, quick-pay only for a positive default amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatMoney } from '@/i18n/i18n';
import { FINANCING_THRESHOLD, isFinancingOffered } from '@machines/bill/rules/financing';
import { quickPayOffer } from '@machines/bill/rules/quickPay';
import { showsAmountDue } from '@machines/bill/rules/statement';
import { amountField } from '@machines/payment/rules/paymentForm';
import { parseAmount } from '@machines/rules/money';
import type { PaymentAccount } from '@machines/types';

import { cents, serverAmount } from './arbitraries';

/** The amount the page shows, as a number: what the guarantor judges the rule by. */
const shown = (amount: number) => parseAmount(formatMoney(amount)) ?? NaN;

/**
 * Balances as a server computes them: charges minus payments, added up in floating point. Some are
 * paid down to exactly 0 or 500 in cents, where the noise decides which side of the threshold a
 * float comparison falls on (0.1 + 0.2 - 0.3 is 5.551115123125783e-17, shown as $0.00).
 */
const paidDownTo = (target: number) =>
  fc.array(cents(1, 50_000), { minLength: 2, maxLength: 6 }).map((charges) => {
    const billed = charges.reduce((sum, c) => sum + c / 100, target);
    const paid = [...charges].reverse().reduce((sum, c) => sum + c / 100, 0); // the same cents, in another order
    return billed - paid;
  });
const nearThreshold = fc.oneof(serverAmount(), paidDownTo(0), paidDownTo(FINANCING_THRESHOLD));
const card = { Id: 'pa_1', Last4: '1111' } as unknown as PaymentAccount;

describe('amount thresholds (fast-check)', () => {
  it('financing is offered exactly when the amount due shown is $500.00 or more', () => {
    fc.assert(
      fc.property(nearThreshold, (AmountDue) => {
        expect(isFinancingOffered({ IsThirdPartyFinanceAvailable: true, AmountDue })).toBe(
          shown(AmountDue) >= FINANCING_THRESHOLD,
        );
      }),
    );
  });

  it("'Total Amount Due' and the full-or-partial field appear exactly when the amount shown is above $0.00", () => {
    fc.assert(
      fc.property(nearThreshold, (AmountDue) => {
        const above = shown(AmountDue) > 0;
        expect(showsAmountDue(AmountDue)).toBe(above);
        expect(amountField({ amountReadOnly: false, guarantor: { AmountDue } })).toBe(
          above ? 'fullOrPartial' : 'enter',
        );
      }),
    );
  });

  it('quick-pay is offered exactly when the default amount shown is above $0.00', () => {
    fc.assert(
      fc.property(nearThreshold, (DefaultPaymentAmount) => {
        const offer = quickPayOffer({ QP: true, DefaultPaymentAmount, PA: [card] });
        expect(offer !== null).toBe(shown(DefaultPaymentAmount) > 0);
      }),
    );
  });
});
