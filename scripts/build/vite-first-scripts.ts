// How the page's first scripts arrive (issue 34): few files, the app preloaded beside the entry.
import type { Plugin, Rollup } from 'vite';

/** `file` and every chunk it imports statically, added to `into` (a chunk already there stops the walk). */
export function chunkGraph(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  chunk.imports.forEach((imported) => chunkGraph(bundle, imported, into));
  return into;
}

/**
 * V8's compile hint (Chrome 136+; other engines see a comment), read only on a file's first line:
 * compile every function while the file downloads, on a background thread, not each on the main
 * thread at its first call. Nearly all of the first scripts' functions run before the first screen
 * shows; compiled lazily, they lengthened the tasks that start the calls and draw the screen (issue 34).
 */
export const COMPILE_WHOLE = '//# allFunctionsCalledOnLoad';

type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

/**
 * The page's first scripts as few files, not as many as the bundler's sharing would cut them into:
 * on a phone's HTTP/1.1 connection (six at a time) every extra file holds the first calls back.
 * `entry`'s static graph (what starts the page's first calls) becomes one chunk, and `app`'s static
 * graph beyond it (React and what the first render draws) another, with the modules `alsoInApp`
 * names though the app loads them on demand (the source language's words: they arrive with the app,
 * before the calls' answers, with no request of their own); the app's begins with COMPILE_WHOLE. The
 * entry's does not: it is inline in index.html (scripts/build/vite-inline-entry.ts), where nothing compiles
 * off the main thread, and compiled whole there it held the page's parse twice as long (issue 34).
 */
export function firstScripts(
  entry: string,
  app: string,
  alsoInApp: readonly string[] = [],
): { plugin: Plugin; groups: ChunkGroup[] } {
  const start = new Set<string>();
  const drawn = new Set<string>();
  const appGroup: ChunkGroup = { name: 'app', test: (id) => drawn.has(id), includeDependenciesRecursively: false };
  const groups: ChunkGroup[] = [
    { name: 'start', test: (id) => start.has(id), includeDependenciesRecursively: false },
    appGroup,
  ];
  const plugin: Plugin = {
    name: 'local:first-scripts',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const moduleEnding = (suffix: string) => {
        const found = ids.find((id) => id.endsWith(suffix));
        if (!found) throw new Error(`first-scripts: no module ${suffix}`);
        return found;
      };
      const graph = (suffix: string, into: Set<string>, skip: Set<string>) => {
        const stack = [moduleEnding(suffix)];
        while (stack.length) {
          const id = stack.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      graph(entry, start, new Set());
      graph(app, drawn, start);
      alsoInApp.forEach((suffix) => drawn.add(moduleEnding(suffix)));
    },
    // After Vite's own line at the top of a chunk and before the integrity hashes (scripts/build/vite-sri.mjs).
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.name === appGroup.name) chunk.code = `${COMPILE_WHOLE}\n${chunk.code}`;
      },
    },
  };
  return { plugin, groups };
}

/**
 * index.html preloads the app (`module`, React and everything the first render draws), which the
 * entry imports once it has started the page's first calls: fetched beside the entry, not after it,
 * and the calls wait for neither (issue 34). Its chunk and the chunks it imports that the HTML does
 * not name yet; their integrity comes with every other modulepreload's (scripts/build/vite-sri.mjs). At low
 * priority: the entry and the first calls come first, and the app, needed only when their answers
 * are, takes what bandwidth they leave (simulated LCP on `/` 2.23 → 1.89 s, one run each).
 */
export function preloadApp(module: string): Plugin {
  return {
    name: 'local:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const app = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(module)),
        );
        if (app?.type !== 'chunk') throw new Error(`preload-app: no chunk for ${module}`);
        const missing = [...chunkGraph(bundle, app.fileName)].filter((file) => !html.includes(`/${file}"`));
        return missing.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, fetchpriority: 'low' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
