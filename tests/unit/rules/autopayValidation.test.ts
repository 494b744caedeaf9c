// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { parseAutopayAmount, validateAutopayAmount } from '@machines/payment/rules/autopayValidation';
import { english } from '@tests/support/language';

const invalid = 'Please enter a valid payment amount';

describe('autopay amount', () => {
  it.each([
    ['25', 25],
    ['25.5', 25.5],
    ['25.50', 25.5],
    ['1,250.00', 1250],
    ['1250', 1250],
  ])('reads %j as %d', (text, n) => {
    expect(parseAutopayAmount(text)).toBe(n);
  });

  it.each(['', 'abc', '-25', '0', '0.00', '25.505', '$25', '1,25', '.50'])(
    'rejects %j with the pattern message',
    (text) => {
      expect(english(validateAutopayAmount(text, 25))).toBe(english(invalid));
    },
  );

  it('rejects an amount below the minimum with the minimum message', () => {
    expect(english(validateAutopayAmount('24.99', 25))).toBe(
      'Sorry, the minimum monthly payment is $25.00. If you wish to enroll in automatic payments, please enter $25.00 or more.',
    );
  });

  it('accepts the minimum and above; no minimum means any positive amount', () => {
    expect(validateAutopayAmount('25', 25)).toBeNull();
    expect(validateAutopayAmount('99.99', 25)).toBeNull();
    expect(validateAutopayAmount('1', null)).toBeNull();
    expect(validateAutopayAmount('1', undefined)).toBeNull();
  });

  // Shrunk counter-example from autopayValidation.property.test.ts: a minimum added up in floating point.
  it('minimum 110.96000000000001: typing the $110.96 the message names is enough', () => {
    expect(validateAutopayAmount('110.96', 110.96000000000001)).toBeNull();
    expect(english(validateAutopayAmount('110.95', 110.96000000000001))).toBe(
      'Sorry, the minimum monthly payment is $110.96. If you wish to enroll in automatic payments, please enter $110.96 or more.',
    );
  });
});
