/** One formatter for every source file; `npm run lint` checks it (`format:check`). */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
