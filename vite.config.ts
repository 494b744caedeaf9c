import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

import { aliases } from './aliases.ts';
import { sriPlugin } from './scripts/vite-sri.mjs';
import { SQUARE_SCRIPTS } from './src/app/live/squareScripts.ts';
import { copy } from './src/copy.ts';

// Modes: `development` (npm start) and `demo` (npm run build:demo) embed the msw demo backend and
// serve its service worker from demo-public/; `production` has neither.
// Every trace names the app version it came from (src/observability/trace.ts).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** Third-party scripts the page may load at run time, for dist/script-inventory.json. */
function thirdPartyScripts(mode: string) {
  const ppa = loadEnv(mode, process.cwd(), 'VITE_').VITE_PPA_SCRIPT_URL;
  return [
    { url: SQUARE_SCRIPTS.production, why: 'Square Web Payments SDK (card widget), production application ids' },
    { url: SQUARE_SCRIPTS.sandbox, why: 'Square Web Payments SDK (card widget), sandbox application ids' },
    ...(ppa && /^https?:/.test(ppa)
      ? [{ url: ppa, why: 'paper-privacy widget (VITE_PPA_SCRIPT_URL), for providers with IsPPA' }]
      : []),
  ];
}

/**
 * The first paint comes with the HTML: the shell and its loading state as React first renders them
 * (src/App.tsx, src/ui/Loading.tsx), so the page shows something before the script has loaded and
 * nothing moves when React replaces it (createRoot clears the container).
 */
const firstPaint: Plugin = {
  name: 'local:first-paint',
  transformIndexHtml: (html) =>
    html.replace(
      '<div id="root"></div>',
      '<div id="root"><header class="site-header"></header><main id="main" class="site-main">' +
        `<p class="loading" role="status"><span class="spinner" aria-hidden="true"></span>${copy.loading}</p>` +
        '</main></div>',
    ),
};

// A lazy import's preload list need not name the chunks already loaded where it runs: the entry's
// static imports (loaded before anything else runs) and the importing chunk's own static imports.
// Listing them again only costs bytes in every chunk (the root path's 130 KB budget).
const loadedBefore = new Map<string, Set<string>>();
const findLoadedChunks: Plugin = {
  name: 'find-loaded-chunks',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const staticGraph = (file: string, into = new Set<string>()) => {
        const chunk = bundle[file];
        if (into.has(file) || chunk?.type !== 'chunk') return into;
        into.add(file);
        chunk.imports.forEach((imported) => staticGraph(imported, into));
        return into;
      };
      const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
      const entryGraph = new Set(entries.flatMap((c) => [...staticGraph(c.fileName)]));
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk') loadedBefore.set(chunk.fileName, staticGraph(chunk.fileName, new Set(entryGraph)));
    },
  },
};

export default defineConfig(({ mode }) => ({
  // Every build (production and demo) carries SRI, so the browser tests exercise it on any bundle.
  plugins: [react(), findLoadedChunks, firstPaint, sriPlugin({ thirdParty: thirdPartyScripts(mode) })],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: aliases },
  publicDir: mode === 'production' ? 'public' : 'demo-public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
    sourcemap: false,
    // One stylesheet, linked with integrity from index.html: Vite adds lazy chunks' CSS at run time without it.
    cssCodeSplit: false,
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
  },
}));
