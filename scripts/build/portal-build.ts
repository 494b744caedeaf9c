// What the portal's build (vite.config.ts) and the support console's (scripts/build/vite.support.config.ts)
// share: the compilation, the build options, the preload lists and the response-header files. Below
// both, so that neither config imports the other (issue 49).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { BuildOptions, Plugin, PluginOption } from 'vite';

import { aliases } from './aliases.mjs';
import { linguiMacros } from './lingui-macros.mjs';
import { headersFile, nginxSnippet } from './security-headers.mjs';
import { axiosXhrOnly } from './vite-axios-xhr-only.mjs';
import { chunkGraph } from './vite-first-scripts.ts';
import { formikPureFieldArray } from './vite-formik-pure.mjs';
import { languageNames } from './vite-language-names.mjs';

/** The repository's root, where the sources are. */
const ROOT = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

/** The hashes of a build's own inline scripts and stylesheets (its script-inventory.json), for its CSP. */
export interface InlineHashes {
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
}

/**
 * Writes the production response headers for deployers beside the build (scripts/build/security-headers.mjs):
 * `headersFor` gets the inline-script and inline-style hashes of the build's script-inventory.json.
 */
export function securityHeadersFiles(headersFor: (hashes: InlineHashes) => Record<string, string>): Plugin {
  let outDir = 'dist';
  return {
    name: 'security-headers-files',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      handler() {
        const inventory = join(outDir, 'script-inventory.json');
        const inventoryJson = existsSync(inventory)
          ? (JSON.parse(readFileSync(inventory, 'utf8')) as Partial<InlineHashes>)
          : {};
        const headers = headersFor({
          inlineScriptHashes: inventoryJson.inlineScriptHashes ?? [],
          inlineStyleHashes: inventoryJson.inlineStyleHashes ?? [],
        });
        writeFileSync(join(outDir, '_headers'), headersFile(headers));
        writeFileSync(join(outDir, 'nginx-headers.conf'), nginxSnippet(headers));
      },
    },
  };
}

// A lazy import's preload list need not name the chunks already loaded where it runs: the entry's
// static imports (loaded before anything else runs) and the importing chunk's own static imports.
// Listing them again only costs bytes in every chunk (the root path's 130 KB budget).
/** The plugin that finds them and the build's `modulePreload` that leaves them out, for one build. */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; modulePreload: BuildOptions['modulePreload'] } {
  const loadedBefore = new Map<string, Set<string>>();
  const findLoadedChunks: Plugin = {
    name: 'find-loaded-chunks',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
        const entryGraph = new Set(entries.flatMap((c) => [...chunkGraph(bundle, c.fileName)]));
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk')
            loadedBefore.set(chunk.fileName, chunkGraph(bundle, chunk.fileName, new Set(entryGraph)));
      },
    },
  };
  return {
    plugin: findLoadedChunks,
    // No polyfill: browsers without <link rel="modulepreload"> (Safari < 17) still load every module,
    // only without the head start; its bytes are in every route's first render. (The polyfill would also
    // fetch() chunks outside the import map's integrity.)
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        const loaded = hostType === 'js' ? loadedBefore.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
      },
    },
  };
}

/** What turns src/ into the bundle's code (JSX, Lingui's macros and catalogues, axios's XHR adapter only, formik's unused FieldArray out). */
export function compilePlugins(mode: string): PluginOption[] {
  return [
    babel(linguiMacros()),
    react(),
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    axiosXhrOnly(),
    formikPureFieldArray(),
    languageNames(),
  ];
}

/**
 * The app version every trace names (src/observability/trace.ts), and this build's own id: what a
 * tab kept from another build (a deploy in between) is forgotten (src/app/keep/tabMemory.ts).
 */
export const define = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_ID__: JSON.stringify(`${version}-${Date.now().toString(36)}`),
};

// Radix's scroll lock adds <style> elements, which the CSP refuses: src/ui/cspStyleSingleton.ts instead.
export const resolveOptions = {
  alias: [
    ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    { find: 'react-style-singleton', replacement: resolve(ROOT, 'src/ui/cspStyleSingleton.ts') },
    // Formik's copies of form values without lodash's deep-clone machinery (src/ui/formik/clone.ts).
    { find: /^lodash-es\/clone$/, replacement: resolve(ROOT, 'src/ui/formik/clone.ts') },
    { find: /^lodash-es\/cloneDeep$/, replacement: resolve(ROOT, 'src/ui/formik/cloneDeep.ts') },
    // The same for its path reading and plain-object test (issue 34): lodash's cache and tag machinery.
    { find: /^lodash-es\/toPath$/, replacement: resolve(ROOT, 'src/ui/formik/toPath.ts') },
    { find: /^lodash-es\/isPlainObject$/, replacement: resolve(ROOT, 'src/ui/formik/isPlainObject.ts') },
    // React 19 has useSyncExternalStore: @xstate/react's and wouter's imports of the package's shim (a copy
    // for React < 18) go to React itself and to the package's React 18+ selector, as its README advises
    // (issue 34; its main entry would only re-export React's, and logs an error in development).
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: 'use-sync-external-store/with-selector',
    },
  ],
};

/** One stylesheet, inline in the portal's HTML (the console's linked with integrity): Vite would add lazy chunks' CSS at run time without either. */
export const buildOptions = {
  sourcemap: false,
  cssCodeSplit: false,
} satisfies BuildOptions;
