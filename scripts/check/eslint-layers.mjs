// A local ESLint rule: which folder may import which. It resolves every import (relative paths of
// any depth and the @/…, @machines/…, @tests/… aliases) to a file path before comparing, so no
// spelling of a forbidden import slips through. Written here because the import plugins' resolver
// needs native binaries that this project's registry does not serve for every platform.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const aliases = { '@/': 'src/', '@machines/': 'machines/', '@tests/': 'tests/', '@trace-store/': 'trace-store/' };

function resolveImport(file, specifier) {
  for (const [alias, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return resolve(root, folder, specifier.slice(alias.length));
  }
  return specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
}

/** The path from the root, '/'-separated and without its extension, as a zone's `unless` patterns see it. */
const fromRoot = (path) =>
  relative(root, path)
    .split(sep)
    .join('/')
    .replace(/\.(tsx?|mjs|js)$/, '');

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: {
    type: 'problem',
    // A zone: files inside `target` may not import from `from`, except what is inside `except` or
    // whose path (from the root, no extension) matches one of the `unless` regular expressions.
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const file = resolve(context.filename);
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      ...zone,
      target: resolve(root, zone.target),
      from: [zone.from].flat().map((f) => resolve(root, f)),
      except: (zone.except ?? []).map((e) => resolve(root, e)),
      unless: (zone.unless ?? []).map((pattern) => new RegExp(pattern)),
    }));
    const mine = zones.filter((zone) => inside(file, zone.target));
    if (mine.length === 0) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const path = resolveImport(file, node.value);
      if (!path) return;
      for (const zone of mine) {
        const from =
          zone.from.some((f) => inside(path, f)) &&
          !zone.except.some((e) => inside(path, e)) &&
          !zone.unless.some((pattern) => pattern.test(fromRoot(path)));
        if (from) context.report({ node, message: `Import of "${node.value}" breaks the layers: ${zone.message}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { layers } };
