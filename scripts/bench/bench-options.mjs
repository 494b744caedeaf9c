// The command-line options of the benches (`--name=value`, `--flag`): a misspelt option stops the
// bench rather than run the defaults for half an hour.

/**
 * `known`: { name: 'flag' | 'value' }. Returns { flag(name), value(name, fallback), list(name, fallback),
 * numbers(name, fallback), count(name, fallback) }; throws on an option not in `known`.
 */
export function benchOptions(known, argv = process.argv.slice(2)) {
  for (const arg of argv) {
    const [, name, eq] = /^--([\w-]+)(=?)/.exec(arg) ?? [];
    if (!name || !(name in known) || (known[name] === 'value') !== (eq === '='))
      throw new Error(`unknown option '${arg}'; known: ${Object.keys(known).join(', ')}`);
  }
  const value = (name, fallback) =>
    argv.findLast((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const list = (name, fallback) =>
    value(name)
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean) ?? fallback;
  const numbers = (name, fallback) => {
    const items = list(name, fallback).map(Number);
    if (items.some((n) => !(n >= 1))) throw new Error(`--${name}: numbers of at least 1, comma-separated`);
    return items;
  };
  const count = (name, fallback) => {
    const n = Number(value(name, fallback));
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: a whole number of at least 1`);
    return n;
  };
  return { flag: (name) => argv.includes(`--${name}`), value, list, numbers, count };
}
