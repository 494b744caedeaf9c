// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The support console's response headers (scripts/build/security-headers.mjs consoleSecurityHeaders) and
// the check of its trace-lookup setting, VITE_TRACE_LOOKUP_URL, which fails the build when unusable.
import { describe, expect, it } from 'vitest';

import {
  checkTraceLookupUrl,
  consoleContentSecurityPolicy,
  consoleSecurityHeaders,
  securityHeaders,
  traceLookupUrlProblem,
} from '@scripts/build/security-headers.mjs';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values];
    }),
  );

describe("the support console's headers", () => {
  it('allow its own scripts and inline hashes, and the lookup origin only when it is absolute', () => {
    const options = { inlineScriptHashes: ['sha256-abc='] };
    const own = directives(consoleContentSecurityPolicy({ VITE_TRACE_LOOKUP_URL: '/traces/{code}' }, options));
    expect(own).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'sha256-abc='"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'report-uri': ['/__csp-report'],
      'report-to': ['csp'],
    });
    const away = consoleContentSecurityPolicy({
      VITE_TRACE_LOOKUP_URL: 'https://traces.example.com/v1/traces/{code}?source=console',
    });
    expect(directives(away)['connect-src']).toEqual(["'self'", 'https://traces.example.com']);
    expect(directives(consoleContentSecurityPolicy({}))['connect-src']).toEqual(["'self'"]);
  });

  it("name none of the portal's third parties, allow no feature and keep the console out of search engines", () => {
    const headers = consoleSecurityHeaders({ VITE_SQUARE_SCRIPT_URL: 'https://square.example/sq.js' });
    expect(headers['Content-Security-Policy']).not.toMatch(/square|frame-src|unsafe/);
    expect(headers['Permissions-Policy']).toMatch(/^camera=\(\), /);
    expect(headers['Permissions-Policy']).not.toContain('self');
    expect(headers).toMatchObject({
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Reporting-Endpoints': 'csp="/__csp-report"',
    });
    // The portal's own stay as they were: the camera for our origin.
    expect(securityHeaders({})['Permissions-Policy']).toMatch(/^camera=\(self\), .*fullscreen=\(self\)$/);
  });
});

describe('VITE_TRACE_LOOKUP_URL', () => {
  it.each([
    undefined,
    '',
    '/traces/{code}',
    'https://traces.example.com/v1/traces/{code}',
    'http://127.0.0.1:5174/t/{code}',
  ])('accepts %j', (template) => {
    expect(traceLookupUrlProblem(template)).toBeNull();
    expect(() => checkTraceLookupUrl(template)).not.toThrow();
  });

  it.each([
    ['/traces', /lacks \{code\}/],
    ['https://traces.example.com/v1/traces', /lacks \{code\}/],
    ['traces/{code}', /neither an absolute http\(s\) URL nor a path starting with '\/'/],
    ['ftp://traces.example.com/{code}', /neither an absolute http\(s\) URL/],
    ['javascript:alert(1)//{code}', /neither an absolute http\(s\) URL/],
    ['//traces.example.com/{code}', /starts with '\/\/'/],
    ['https://{code}.traces.example.com/', /in the host/],
    [' /traces/{code}', /white space/],
  ])('refuses %j, saying why', (template, why) => {
    expect(traceLookupUrlProblem(template)).toMatch(why);
    expect(() => checkTraceLookupUrl(template)).toThrow(/^support console: VITE_TRACE_LOOKUP_URL=/);
    expect(() => consoleSecurityHeaders({ VITE_TRACE_LOOKUP_URL: template })).toThrow(why);
  });
});
