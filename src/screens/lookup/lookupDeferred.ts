// What the lookup form needs only after its first render, fetched as one chunk: the yup schema of the
// inline messages and the dialogs (Radix, the default export, for React.lazy). Keeps both out of the root path's 130 KB budget.
export { default } from './LookupDialogs';
export { lookupSchema } from './lookupSchema';
