import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Modes: `development` (npm start) and `demo` (npm run build:demo) embed the msw demo backend and
// serve its service worker from demo-public/; `production` has neither.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  publicDir: mode === 'production' ? 'public' : 'demo-public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { outDir: mode === 'production' ? 'dist' : `dist-${mode}`, sourcemap: false },
}));
