// Subresource Integrity for everything the build emits, and the script inventory for the provider's
// PCI assessor (PCI DSS v4.0 6.4.3): see README "For the PCI assessor".
// - index.html: `integrity` (sha384) on every script file, modulepreload and stylesheet it names.
// - An import map whose "integrity" section lists every JS chunk, so module loads the page starts
//   itself (static imports, dynamic imports, the modulepreload links Vite adds at run time) are
//   checked too. The import map and the page's entry (scripts/build/vite-inline-entry.ts) are the inline
//   scripts; their sha256 go to the inventory (`inlineScriptHashes`) so the Content-Security-Policy
//   can allow exactly them.
// - CSS is one file (build.cssCodeSplit false in vite.config.ts): Vite would otherwise add lazy
//   chunks' stylesheets at run time with no integrity. With `inlineStyles` (the portal) it goes into
//   index.html as two <style> elements instead of a <link>, so the first paint needs no stylesheet
//   round trip: the first paint's rules (src/styles/shell.css, first in the cascade) in the head, the
//   rest at the end of the body, after the page's entry, so the parse before the first paint (and
//   before the entry, issue 34) is not held up by rules it does not need. Their sha256 go to the
//   inventory (`inlineStyleHashes`) for the CSP's style-src.
// - dist/script-inventory.json: every script the page may run, its origin, hash and why it is there.
import { createHash } from 'node:crypto';

export const INVENTORY_FILE = 'script-inventory.json';

export function sri(content, algorithm = 'sha384') {
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
}

/** The texts of a page's inline module scripts (the entry, scripts/build/vite-inline-entry.ts). */
export function inlineModuleScripts(html) {
  return [...html.matchAll(/<script type="module"(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** The import map as written into index.html; its exact text is what the CSP hash covers. */
export function importMapText(integrity) {
  return JSON.stringify({ imports: {}, integrity });
}

/** Adds integrity to the tags Vite wrote, and the import map before the first script. */
export function addIntegrity(html, base, integrityOf) {
  return html.replace(
    /<(script|link)\b([^>]*?)\s(src|href)="([^"]+)"([^>]*)>/g,
    (tag, name, before, attr, url, after) => {
      if (!url.startsWith(base) || /\sintegrity=/.test(tag)) return tag;
      const hash = integrityOf.get(url.slice(base.length));
      if (!hash) return tag;
      return `<${name}${before} ${attr}="${url}" integrity="${hash}"${after}>`;
    },
  );
}

/** 'src/ui/Field.tsx' for our modules, the package name for dependencies, null for bundler helpers. */
function moduleName(id, root) {
  if (id.startsWith('\0')) return null;
  const inPackage = id.split('node_modules/').at(-1);
  if (inPackage !== id)
    return inPackage
      .split('/')
      .slice(0, inPackage.startsWith('@') ? 2 : 1)
      .join('/');
  return id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id;
}

function describeChunk(chunk, root) {
  const facade = chunk.facadeModuleId ? moduleName(chunk.facadeModuleId, root) : null;
  if (chunk.isEntry) return { kind: 'entry', why: `application entry (${facade}): starts the app` };
  if (chunk.isDynamicEntry && facade) return { kind: 'lazy chunk', why: `loaded on demand: ${facade}` };
  const names = [...new Set(chunk.moduleIds.map((id) => moduleName(id, root)).filter(Boolean))];
  const shown = names.length > 6 ? [...names.slice(0, 6), `${names.length - 6} more`] : names;
  return { kind: 'shared chunk', why: `code shared by lazy chunks: ${shown.join(', ')}` };
}

/** The last rule of src/styles/shell.css, minified or not: where the first paint's rules end. */
const FIRST_PAINT_END = /#first-paint-end\s*\{\s*--first-paint-end:\s*1;?\s*\}/;

/**
 * index.html with each `<link rel="stylesheet">` of `stylesheets` (file name → CSS text) replaced by a
 * `<style>` holding the text's first paint's rules (up to FIRST_PAINT_END), and the rest in a `<style>`
 * at the end of the body; the texts are what the CSP hashes cover.
 */
export function inlineStylesheets(html, base, stylesheets) {
  const rest = [];
  const headed = html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g, (tag, url) => {
    const css = url.startsWith(base) ? stylesheets.get(url.slice(base.length)) : undefined;
    if (css === undefined) return tag;
    const parts = css.split(FIRST_PAINT_END);
    if (parts.length !== 2)
      throw new Error(`${url}: expected the rule ${FIRST_PAINT_END} once (src/styles/shell.css's last)`);
    rest.push(`<style>${parts[1]}</style>`);
    return `<style>${parts[0]}</style>`;
  });
  return rest.length ? headed.replace('</body>', `${rest.join('')}\n</body>`) : headed;
}

/** The texts of a page's inline stylesheets, in document order. */
export function inlineStyleTexts(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
}

/**
 * @param {{ thirdParty: { url: string, why: string }[], inlineStyles?: boolean }} options third-party
 *   scripts the page may load at run time (no integrity: their owners change them without notice; the
 *   CSP allow-list holds them); `inlineStyles`: the stylesheet goes into index.html (no file of its own).
 */
export function sriPlugin({ thirdParty, inlineStyles = false }) {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'local:sri-inventory',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const integrityOf = new Map();
        const files = [];
        const html = bundle['index.html'];
        // Inlined stylesheets leave the bundle: index.html carries them, hashed for the CSP.
        const inlined = new Map();
        if (inlineStyles && html?.type === 'asset')
          for (const [fileName, output] of Object.entries(bundle))
            if (fileName.endsWith('.css') && output.type === 'asset') {
              inlined.set(fileName, String(output.source));
              delete bundle[fileName];
            }
        for (const [fileName, output] of Object.entries(bundle)) {
          if (!/\.(m?js|css)$/.test(fileName)) continue;
          const content = output.type === 'chunk' ? output.code : output.source;
          const integrity = sri(content);
          integrityOf.set(fileName, integrity);
          // A JS asset is a worker's script (Vite emits `new Worker(new URL(…))` targets as assets).
          const described =
            output.type === 'chunk'
              ? describeChunk(output, root)
              : fileName.endsWith('.css')
                ? { kind: 'stylesheet', why: 'all styles (one file)' }
                : { kind: 'worker', why: `web worker script (${fileName.split('/').at(-1)}), started by the page` };
          files.push({ url: `${base}${fileName}`, origin: 'self', integrity, ...described });
        }
        const jsIntegrity = Object.fromEntries(
          files.filter((f) => f.kind !== 'stylesheet').map((f) => [f.url, f.integrity]),
        );
        const importMap = importMapText(jsIntegrity);
        const importMapHash = sri(importMap, 'sha256');
        // Inline module scripts (the page's entry, scripts/build/vite-inline-entry.ts): hashed for the CSP.
        const inlineModules = [];
        const styleHashes = [];
        if (html?.type === 'asset') {
          const tagged = addIntegrity(inlineStylesheets(String(html.source), base, inlined), base, integrityOf);
          // The import map must come before any module script or modulepreload.
          html.source = tagged.replace(
            /(\s*)(<script type="module"|<link rel="modulepreload")/,
            `$1<script type="importmap">${importMap}</script>$1$2`,
          );
          inlineModules.push(...inlineModuleScripts(html.source).map((text) => sri(text, 'sha256')));
          styleHashes.push(...inlineStyleTexts(html.source).map((text) => sri(text, 'sha256')));
        }
        const inventory = {
          about:
            'Every script the payment page may run (PCI DSS v4.0 6.4.3). Generated by the build ' +
            '(scripts/build/vite-sri.mjs); `npm run build` checks it against dist/ (scripts/check/check-prod-build.mjs).',
          inlineScriptHashes: [importMapHash, ...inlineModules],
          inlineScripts: [
            {
              type: 'importmap',
              hash: importMapHash,
              why: 'integrity (sha384) of every JS chunk, so lazy chunks and run-time modulepreloads are checked',
            },
            ...inlineModules.map((hash) => ({
              type: 'module',
              hash,
              why: "the page's entry (src/main.tsx): in index.html, so the first calls wait for no script round trip",
            })),
          ],
          inlineStyleHashes: styleHashes,
          inlineStyles: styleHashes.map((hash, index) => ({
            hash,
            why:
              index === 0
                ? "the first paint's styles (src/styles/shell.css), in index.html's head so the first paint needs no stylesheet round trip (not a script)"
                : "the rest of the styles, at the end of index.html's body, after the page's entry (not a script)",
          })),
          scripts: files.filter((f) => f.kind !== 'stylesheet').sort((a, b) => a.url.localeCompare(b.url)),
          stylesheets: files.filter((f) => f.kind === 'stylesheet'),
          thirdParty: thirdParty.map(({ url, why }) => ({ url, origin: new URL(url).origin, integrity: null, why })),
        };
        this.emitFile({ type: 'asset', fileName: INVENTORY_FILE, source: `${JSON.stringify(inventory, null, 2)}\n` });
      },
    },
  };
}
