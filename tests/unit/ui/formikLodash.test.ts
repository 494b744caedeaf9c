// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// Formik's lodash helpers that vite.config.ts swaps for smaller ones (src/ui/formik/) answer as lodash's
// own do. The '.js' paths reach lodash's real modules: the aliases match the bare names only.
import fc from 'fast-check';
import lodashIsPlainObject from 'lodash-es/isPlainObject.js';
import lodashToPath from 'lodash-es/toPath.js';
import { describe, expect, it } from 'vitest';

import isPlainObject from '@/ui/formik/isPlainObject';
import toPath from '@/ui/formik/toPath';

/** Field names as forms write them, and the odd ones a path reader must not trip on. */
const pathText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[a-z]{1,6}(\.[a-z]{1,6}|\[\d{1,3}\]|\["[a-z .\\]{0,6}"\]|\['[a-z.]{0,6}'\]){0,4}$/),
  fc.constantFrom('', '.', '..a', 'a..b', 'a[]', 'a[-1]', 'a[1.5]', '[0]', 'a["b\\"c"]', 'a.b.', 'a[0]b'),
);

describe("formik's lodash helpers", () => {
  it('toPath reads every path as lodash does', () => {
    fc.assert(
      fc.property(pathText, (text) => {
        expect(toPath(text)).toEqual(lodashToPath(text));
      }),
    );
  });

  it('toPath takes arrays, numbers, symbols, null and undefined as lodash does', () => {
    const symbol = Symbol('key');
    for (const value of [['a', 1, -0, symbol], 12, -0, symbol, null, undefined, true])
      expect(toPath(value)).toEqual(lodashToPath(value));
  });

  it('isPlainObject tells plain objects from everything else as lodash does', () => {
    class Card {}
    const values = [
      {},
      { a: 1 },
      Object.create(null),
      Object.create({}),
      new Card(),
      [],
      new Date(),
      new Map(),
      null,
      undefined,
      'text',
      1,
      () => {},
      { [Symbol.toStringTag]: 'Thing' },
      Object.create(Object.create(null) as object | null) as unknown,
    ];
    for (const value of values) expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
      }),
    );
  });
});
