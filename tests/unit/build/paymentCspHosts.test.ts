// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The deployer's setting for the payment methods' CSP hosts (issue 33, VITE_PAYMENT_CSP_HOSTS): what it
// adds to which directive, and that a malformed one stops the build with every reason.
import { describe, expect, it } from 'vitest';

import { parsePaymentCspHosts, paymentCspHosts } from '@scripts/build/payment-csp-hosts.mjs';
import { contentSecurityPolicy } from '@scripts/build/security-headers.mjs';

describe('VITE_PAYMENT_CSP_HOSTS', () => {
  it('adds https hosts, wildcards and paths to script-src, frame-src and connect-src', () => {
    expect(
      paymentCspHosts(
        ' script=https://pay.google.com https://applepay.cdn-apple.com/jsapi; frame=https://pay.google.com ; connect=https://*.plaid.com https://pay.google.com:443 ',
      ),
    ).toEqual({
      'script-src': ['https://pay.google.com', 'https://applepay.cdn-apple.com/jsapi'],
      'frame-src': ['https://pay.google.com'],
      'connect-src': ['https://*.plaid.com', 'https://pay.google.com:443'],
    });
  });

  it('adds nothing when unset or empty', () => {
    const none = { 'script-src': [], 'frame-src': [], 'connect-src': [] };
    expect(paymentCspHosts(undefined)).toEqual(none);
    expect(paymentCspHosts('  ')).toEqual(none);
  });

  it.each([
    ['http, not https', 'script=http://pay.google.com'],
    ['a keyword', "script='unsafe-inline'"],
    ['a scheme alone', 'connect=https:'],
    ['everything', 'frame=*'],
    ['a host without a scheme', 'frame=pay.google.com'],
    ['a directive the setting does not know', 'style=https://fonts.example.com'],
    ['no equals sign', 'https://pay.google.com'],
    ['a quote that would end the header', 'script=https://pay.google.com"'],
  ])('refuses %s, saying what and why', (_, setting) => {
    const { problems } = parsePaymentCspHosts(setting);
    expect(problems).toHaveLength(1);
    expect(() => paymentCspHosts(setting)).toThrow(/VITE_PAYMENT_CSP_HOSTS is malformed/);
  });

  it("is in the portal's policy: each host in its directive beside Square's, nowhere else", () => {
    const csp = contentSecurityPolicy({
      VITE_PAYMENT_CSP_HOSTS:
        'script=https://pay.google.com; frame=https://pay.google.com; connect=https://*.plaid.com',
    });
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))!
        .split(' ');
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(['https://web.squarecdn.com', 'https://pay.google.com']),
    );
    expect(directive('frame-src')).toContain('https://pay.google.com');
    expect(directive('connect-src')).toContain('https://*.plaid.com');
    expect(directive('connect-src')).not.toContain('https://pay.google.com');
    expect(directive('style-src')).not.toContain('https://pay.google.com');
    expect(() => contentSecurityPolicy({ VITE_PAYMENT_CSP_HOSTS: 'script=*' })).toThrow(/malformed/);
  });
});
