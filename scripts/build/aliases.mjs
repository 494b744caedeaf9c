// The import aliases of tsconfig.json's `paths`, for Vite, Vitest and the scripts that load TypeScript
// through Vite's module runner (run-ts, the demo API, the benchmarks). Plain JS: Node 20 imports it as is.
import { fileURLToPath } from 'node:url';

const at = (folder) => fileURLToPath(new URL(`../../${folder}/`, import.meta.url));

export const aliases = {
  '@/': at('src'),
  '@machines/': at('machines'),
  '@tests/': at('tests'),
  '@scripts/': at('scripts'),
  '@trace-store/': at('trace-store'),
};
