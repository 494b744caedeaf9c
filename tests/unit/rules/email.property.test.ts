// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Spec section 5: on the payment form an e-mail, if given, must look like {email} ('Sorry, your
// email address is invalid...'); the notification change needs a non-empty address with an at sign.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isValidNotificationEmail, looksLikeEmail } from '@machines/rules/email';

describe('e-mail rules (fast-check)', () => {
  it('any real address looks like an e-mail on both forms, with spaces around it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' '), (address, pad) => {
        expect(looksLikeEmail(`${pad}${address}${pad}`)).toBe(true);
        expect(isValidNotificationEmail(`${pad}${address}${pad}`)).toBe(true);
      }),
    );
  });

  it('an address without its at sign, or with a space inside, does not look like an e-mail', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (address, at) => {
        const noAt = address.replace('@', '');
        expect(looksLikeEmail(noAt)).toBe(false);
        expect(isValidNotificationEmail(noAt)).toBe(false);
        const i = 1 + (at % (address.length - 1));
        expect(looksLikeEmail(`${address.slice(0, i)} ${address.slice(i)}`)).toBe(false);
      }),
    );
  });

  it('an address with no domain after the at sign does not look like an e-mail', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(looksLikeEmail(address.slice(0, address.indexOf('@') + 1))).toBe(false);
      }),
    );
  });

  it('blank is never a notification address', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '   '), (blank) => {
        expect(isValidNotificationEmail(blank)).toBe(false);
      }),
    );
  });
});
