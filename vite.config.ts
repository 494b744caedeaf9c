import { readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { aliases } from './aliases.ts';

// Modes: `development` (npm start) and `demo` (npm run build:demo) embed the msw demo backend and
// serve its service worker from demo-public/; `production` has neither.
// Every trace names the app version it came from (src/observability/trace.ts).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: aliases },
  publicDir: mode === 'production' ? 'public' : 'demo-public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { outDir: mode === 'production' ? 'dist' : `dist-${mode}`, sourcemap: false },
}));
