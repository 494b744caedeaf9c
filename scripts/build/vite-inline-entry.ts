// The page's entry inside index.html (issue 34): the first calls leave as soon as the page has arrived,
// not one more round trip later, when the entry's own file would have (on a slow phone's line the
// largest paint came ~0.5 s sooner). An inline module has no address, so the chunks that import from
// the entry (XState, axios, the trace…) and from the bundler's runtime it carries read their exports
// from one frozen, read-only global instead, which the entry defines once it has run; every other
// chunk loads after that. The code is allowed by its sha256 in the CSP (scripts/build/vite-sri.mjs lists
// every inline script in the inventory).
import { posix } from 'node:path';

import { parseAst, type Plugin, type Rollup } from 'vite';

/** The global that holds the entry's exports, then its runtime's, for the chunks that import them. */
export const ENTRY_EXPORTS = '__portalEntry';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Specifier = Node & { local: { name: string }; imported?: Node & { name?: string; value?: string } };
type Edit = { start: number; end: number; text: string };

const fail = (message: string): never => {
  throw new Error(`inline-entry: ${message}`);
};

/** Every node of the tree under `node`, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* nodesOf(child);
  else if (node && typeof node === 'object') {
    if (typeof (node as Node).type === 'string') yield node as Node;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

function applyEdits(code: string, edits: Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, e) => text.slice(0, e.start) + e.text + text.slice(e.end), code);
}

/** The chunk an import's specifier names, as a path in the bundle ('assets/x.js'). */
const target = (from: string, specifier: string) => posix.join(posix.dirname(from), specifier);

/** A property name as an object literal or pattern writes it: `a`, or `"a-b"` when it is no identifier. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** `name:local` pairs as an object literal's or a pattern's list (`a` alone where both are the same). */
const listOf = (pairs: [string, string][]) =>
  pairs.map(([name, local]) => (name === local ? name : `${key(name)}:${local}`)).join(',');

/** `import{a as b}from"…"` as `const{a:b}=source;` (the same bindings, read from `source`). */
function bindingsFrom(declaration: Node, source: string): string {
  const specifiers = declaration.specifiers as Specifier[];
  if (specifiers.length === 0) return '';
  const namespace = specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  if (namespace && specifiers.length > 1) fail('an import of a namespace beside names');
  if (namespace) return `const ${namespace.local.name}=${source};`;
  const pairs = specifiers.map((s): [string, string] => [
    s.type === 'ImportDefaultSpecifier' ? 'default' : String(s.imported?.name ?? s.imported?.value),
    s.local.name,
  ]);
  return `const{${listOf(pairs)}}=${source};`;
}

/** `export{a as b}` as the pairs of exported and local names; any other export form fails the build. */
function exportsOf(ast: Node, what: string): { statement: Node | null; pairs: [string, string][] } {
  const body = ast.body as Node[];
  const statements = body.filter((n) => n.type.startsWith('Export'));
  if (statements.length > 1 || statements.some((n) => n.type !== 'ExportNamedDeclaration' || n.declaration || n.source))
    fail(`${what} exports in a form other than one export{…} list`);
  const statement = statements[0] ?? null;
  const specifiers = (statement?.specifiers ?? []) as (Node & {
    local: Node & { name: string };
    exported: Specifier['imported'];
  })[];
  return { statement, pairs: specifiers.map((s) => [String(s.exported?.name ?? s.exported?.value), s.local.name]) };
}

/**
 * The global holds the values the entry's exports have once it has run: a binding it reassigned later
 * would go stale there. Fail the build if an exported `let`/`var` is assigned anywhere (by name: cautious).
 */
function assertExportsFixed(ast: Node, locals: string[]): void {
  const changeable = new Set(
    (ast.body as Node[])
      .filter((n) => n.type === 'VariableDeclaration' && n.kind !== 'const')
      .flatMap((n) => (n.declarations as { id: Node & { name?: string } }[]).map((d) => d.id.name))
      .filter((name): name is string => name !== undefined && locals.includes(name)),
  );
  for (const node of nodesOf(ast)) {
    const assigned =
      node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null;
    const name = (assigned as { name?: string } | null)?.name;
    if (name && changeable.has(name)) fail(`the entry reassigns its export ${name}; its importers would not see that`);
  }
}

/** A chunk the entry imports (the bundler's runtime), as an expression whose value is its exports. */
function folded(chunk: Rollup.OutputChunk): string {
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
    fail(`the entry imports ${chunk.fileName}, which imports more`);
  const ast = parseAst(chunk.code) as unknown as Node;
  const { statement, pairs } = exportsOf(ast, chunk.fileName);
  const body = statement ? chunk.code.slice(0, statement.start) + chunk.code.slice(statement.end) : chunk.code;
  return `(()=>{${body};return{${listOf(pairs)}}})()`;
}

/** Where a chunk reads the exports of `files[index]` (the entry, then what it folded in). */
const fromGlobal = (index: number) => `globalThis.${ENTRY_EXPORTS}[${index}]`;

/**
 * The entry's code as an inline module: the chunks it imports folded in, its import() addresses
 * absolute, and its exports and theirs on the global (in that order) once it has run. Returns the code
 * and the files it folded in (with the entry, no chunk may import them any more).
 */
function inlineCode(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle, base: string) {
  const ast = parseAst(entry.code) as unknown as Node;
  const edits: Edit[] = [];
  const shared: string[] = [];
  for (const node of ast.body as Node[]) {
    if (node.type !== 'ImportDeclaration') continue;
    const file = target(entry.fileName, String((node.source as Node).value));
    const imported = bundle[file];
    if (imported?.type !== 'chunk') return fail(`the entry imports ${file}, not a chunk`);
    const local = `__folded${shared.length}`;
    if (entry.code.includes(local)) fail(`the entry already names ${local}`);
    shared.push(file);
    edits.push({
      start: node.start,
      end: node.end,
      text: `const ${local}=${folded(imported)};${bindingsFrom(node, local)}`,
    });
  }
  for (const node of nodesOf(ast)) {
    if (node.type !== 'ImportExpression') continue;
    const source = node.source as Node & {
      value?: unknown;
      quasis?: { value: { cooked: string } }[];
      expressions?: [];
    };
    const specifier =
      source.type === 'Literal'
        ? source.value
        : source.expressions?.length === 0
          ? source.quasis?.[0]?.value.cooked
          : null;
    if (typeof specifier !== 'string') fail('the entry has an import() whose address is not written out');
    // The document's address is an inline module's base: './x.js' would resolve against /d/D1001.
    const url = `${base}${target(entry.fileName, specifier as string)}`;
    edits.push({ start: source.start, end: source.end, text: JSON.stringify(url) });
  }
  const { statement, pairs } = exportsOf(ast, 'the entry');
  // The global holds the values the exports have once the entry has run: the export list must be its
  // last statement (rolldown writes it so), and no exported binding may change after that.
  if (statement && statement !== (ast.body as Node[]).at(-1)) fail('the export list is not the last statement');
  assertExportsFixed(
    ast,
    pairs.map(([, local]) => local),
  );
  const exported = [`Object.freeze({${listOf(pairs)}})`, ...shared.map((_, i) => `Object.freeze(__folded${i})`)];
  const registry = `Object.defineProperty(globalThis,${JSON.stringify(ENTRY_EXPORTS)},{value:Object.freeze([${exported.join(',')}])});`;
  if (statement) edits.push({ start: statement.start, end: statement.end, text: registry });
  else edits.push({ start: entry.code.length, end: entry.code.length, text: `\n${registry}` });
  const code = applyEdits(entry.code, edits);
  // The HTML parser ends a script at '</script' and treats '<!--' in it specially.
  if (/<!--/.test(code)) fail("the entry's code holds '<!--'");
  return { code: code.replace(/<\/script/gi, '<\\/script'), files: [entry.fileName, ...shared] };
}

/** A chunk's static imports of `files` (the entry and what it folded in), read from the global instead. */
function readFromGlobal(chunk: Rollup.OutputChunk, files: string[]): void {
  const ast = parseAst(chunk.code) as unknown as Node;
  const edits: Edit[] = [];
  for (const node of ast.body as Node[]) {
    const source = (node.source as Node | undefined)?.value;
    const file = typeof source === 'string' ? target(chunk.fileName, source) : '';
    if (!files.includes(file)) continue;
    if (node.type !== 'ImportDeclaration') fail(`${chunk.fileName} re-exports from the entry`);
    edits.push({ start: node.start, end: node.end, text: bindingsFrom(node, fromGlobal(files.indexOf(file))) });
  }
  chunk.code = applyEdits(chunk.code, edits);
  chunk.imports = chunk.imports.filter((file) => !files.includes(file));
  for (const file of files)
    if (chunk.code.includes(posix.basename(file))) fail(`${chunk.fileName} still names ${file}`);
}

/** index.html without its tags for `url` (a module script or a modulepreload). */
function withoutTags(html: string, url: string): string {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.replace(new RegExp(`\\s*<(script|link)\\b[^>]*\\s(src|href)="${escaped}"[^>]*>(</script>)?`, 'g'), '');
}

/**
 * The chunk whose entry module ends with `module` goes into index.html as `<script type="module" async>`
 * (async: it runs as soon as the page has arrived, not after the module scripts before it), at the end
 * of the body, after the markup of the first paint, with the bundler's runtime it imports: no file of
 * either is left. Before scripts/build/vite-sri.mjs in the plugin list: the integrity and the inventory
 * cover the result.
 */
export function inlineEntry(module: string): Plugin {
  let base = '/';
  return {
    name: 'local:inline-entry',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const entry = Object.values(bundle).find(
          // By its modules: the entry's chunk group (scripts/build/vite-first-scripts.ts) leaves it no facade.
          (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(module)),
        );
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') return fail(`no entry chunk for ${module} or no index.html`);
        const { code, files } = inlineCode(entry, bundle, base);
        if (!String(html.source).includes(`src="${base}${entry.fileName}"`))
          fail(`index.html has no script tag for ${entry.fileName}`);
        for (const file of files) delete bundle[file];
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') readFromGlobal(chunk, files);
        html.source = files
          .reduce((page, file) => withoutTags(page, `${base}${file}`), String(html.source))
          .replace('</body>', () => `<script type="module" async>${code}</script>\n</body>`);
      },
    },
  };
}
