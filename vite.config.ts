import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { aliases } from './aliases.ts';

// Modes: `development` (npm start) and `demo` (npm run build:demo) embed the msw demo backend and
// serve its service worker from demo-public/; `production` has neither.
// Every trace names the app version it came from (src/observability/trace.ts).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The entry chunk and its static imports are loaded before any lazy import can run, so listing them
// again in every lazy import's preload list only costs bytes (the root path's 130 KB budget).
const entryGraph = new Set<string>();
const findEntryGraph: Plugin = {
  name: 'find-entry-graph',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (entryGraph.has(file) || chunk?.type !== 'chunk') return;
        entryGraph.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), findEntryGraph],
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
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !entryGraph.has(dep)) : deps,
    },
  },
}));
