// Formik asks lodash's `isPlainObject` when it walks its values; lodash's tag machinery (getRawTag,
// baseGetTag) comes with it, ~0.5 KB gzipped on the first form's way in (issue 34). The same test
// written with the platform (vite.config.ts aliases lodash-es/isPlainObject here; its test holds it to
// lodash's).
const objectSource = Function.prototype.toString.call(Object);

/**
 * lodash `isPlainObject` for values a form holds: made by Object (or with no prototype), not by a
 * class or the platform. (lodash also refuses an `arguments` object, which no form value is.)
 */
export default function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  const Ctor: unknown = Object.hasOwn(proto, 'constructor') && (proto as { constructor: unknown }).constructor;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && Function.prototype.toString.call(Ctor) === objectSource;
}
