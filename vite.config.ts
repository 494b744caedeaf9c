import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { aliases } from './aliases.ts';

// Modes: `development` (npm start) and `demo` (npm run build:demo) embed the msw demo backend and
// serve its service worker from demo-public/; `production` has neither.
// Every trace names the app version it came from (src/observability/trace.ts).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

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
  plugins: [react(), findLoadedChunks],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: aliases },
  publicDir: mode === 'production' ? 'public' : 'demo-public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
    sourcemap: false,
    // No polyfill: browsers without <link rel="modulepreload"> (Safari < 17) still load every module,
    // only without the head start; its bytes are in every route's first render.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        const loaded = hostType === 'js' ? loadedBefore.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
      },
    },
  },
}));
