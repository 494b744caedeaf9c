// lodash's own modules, which tests/unit/ui/formikLodash.test.ts holds the portal's smaller copies to
// (lodash-es ships no types; formik brings it).
declare module 'lodash-es/toPath.js' {
  export default function toPath(value: unknown): (string | symbol)[];
}
declare module 'lodash-es/isPlainObject.js' {
  export default function isPlainObject(value: unknown): boolean;
}
