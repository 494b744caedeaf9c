// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { autopayMessages, paymentMessages, quickPayMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

describe('templated messages', () => {
  it('renders the minimum payment as money', () => {
    expect(english(paymentMessages.minimumPayment(5))).toBe(
      'Sorry, the minimum allowed payment is $5.00. Please enter $5.00 or more.',
    );
    expect(english(paymentMessages.minimumPayment(1000))).toBe(
      'Sorry, the minimum allowed payment is $1,000.00. Please enter $1,000.00 or more.',
    );
  });

  it('renders the autopay minimum as money', () => {
    expect(english(autopayMessages.minimum(25))).toBe(
      'Sorry, the minimum monthly payment is $25.00. If you wish to enroll in automatic payments, please enter $25.00 or more.',
    );
  });

  it('renders the quick-pay confirmation with the formatted amount', () => {
    expect(english(quickPayMessages.confirm(150))).toBe('Are you sure you want to make this $150.00 payment');
  });

  it('keeps the spec text verbatim, typo included', () => {
    expect(english(paymentMessages.invalidExpiration)).toBe('Invalid Expriation Date...');
  });
});
