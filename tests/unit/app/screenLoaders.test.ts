// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The entry finds the first screen and the delivery link's id without wouter (src/app/screenLoaders.ts):
// each answer must be what wouter's routes then give the screens.
import fc from 'fast-check';
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';

import { deliveryIdAt, paramsAt, PATHS, screenAt } from '@/app/screenLoaders';

/** Addresses like the ones a guarantor opens, and odd ones. */
const pathname = fc.oneof(
  fc.constantFrom('/', '/d/D1001', '/d/D1001/', '/d/', '/d/a%20b', '/change/D1', '/apgt/T-1', '/help', '/help/', '/x'),
  fc.array(fc.stringMatching(/^[A-Za-z0-9%._~-]{0,8}$/), { maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(...Object.values(PATHS)).map((path) => path.replace(/:\w+/g, 'X1')),
);

describe('screenLoaders', () => {
  it("reads every route's named params as wouter does", () => {
    fc.assert(
      fc.property(pathname, fc.constantFrom(...Object.values(PATHS)), (path, route) => {
        const [matched, params] = matchRoute(parse, route, path);
        // wouter also lists each param by position ('0'); the routes read them by name.
        const named = matched ? Object.fromEntries(Object.entries(params).filter(([key]) => !/^\d+$/.test(key))) : null;
        expect(paramsAt(route, path)).toEqual(named);
      }),
    );
  });

  it('names the screen at an address, and the delivery id only on a delivery link', () => {
    expect(screenAt('/')).toBe('lookup');
    expect(screenAt('/d/D1001')).toBe('delivery');
    expect(screenAt('/help')).toBe('help');
    expect(screenAt('/msg/not-accepting-payments')).toBeNull();
    expect(deliveryIdAt('/d/D1001')).toBe('D1001');
    expect(deliveryIdAt('/change/D1001')).toBeNull();
    expect(deliveryIdAt('/')).toBeNull();
  });
});
