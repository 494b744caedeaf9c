// Formik copies form values with lodash's clone and cloneDeep, whose shared deep-clone machinery is
// ~3 KB gzipped on the first screen's form. Form values here are plain data (strings, arrays,
// objects), which the platform copies (vite.config.ts aliases lodash-es/clone and cloneDeep here).

/** lodash `clone`: a shallow copy of an array or object, other values as they are. */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (typeof value === 'object' && value !== null)
    return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value);
  return value;
}

/** lodash `cloneDeep`: a deep copy (structuredClone); a value it cannot copy is kept as it is. */
export function cloneDeep<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
