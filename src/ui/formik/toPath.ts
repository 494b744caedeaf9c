// Formik finds a field in its values with lodash's `toPath` ('cards[0].zip' → ['cards', '0', 'zip']),
// whose memoizing cache machinery is ~1.5 KB gzipped on the first form's way in (issue 34); the same
// reading without the cache (vite.config.ts aliases lodash-es/toPath here; its test holds it to lodash's).

/** lodash's property-name pattern: a name, a bracketed number, or a quoted bracketed key. */
const PROPERTY = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE = /\\(\\)?/g;

/** A key as lodash writes one: symbols kept, -0 as '-0', anything else as its string. */
const key = (value: unknown): string | symbol =>
  typeof value === 'symbol' ? value : Object.is(value, -0) ? '-0' : String(value);

/** lodash `toPath`: an array's items as keys, or a string read as a property path. */
export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(key);
  if (typeof value === 'symbol') return [value];
  const text = value == null ? '' : (key(value) as string);
  const path: string[] = text.charCodeAt(0) === 46 /* . */ ? [''] : [];
  text.replace(PROPERTY, (match: string, number?: string, quote?: string, quoted?: string) => {
    path.push(quote ? quoted!.replace(ESCAPE, '$1') : number || match);
    return match;
  });
  return path;
}
