// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { isValidNotificationEmail, looksLikeEmail } from '@machines/rules/email';

describe('payment receipt e-mail', () => {
  it.each(['a@b.co', 'jane.doe+bill@example.com'])('accepts %j', (e) => {
    expect(looksLikeEmail(e)).toBe(true);
  });
  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', 'a@b@c.com'])('rejects %j', (e) => {
    expect(looksLikeEmail(e)).toBe(false);
  });
});

describe('notification e-mail', () => {
  it('needs only a non-empty value with an at sign', () => {
    expect(isValidNotificationEmail('a@b')).toBe(true);
    expect(isValidNotificationEmail('fail@example.com')).toBe(true);
    expect(isValidNotificationEmail('')).toBe(false);
    expect(isValidNotificationEmail('   ')).toBe(false);
    expect(isValidNotificationEmail('example.com')).toBe(false);
  });
});
