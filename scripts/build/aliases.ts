import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest. */
export const aliases = {
  '@/': fileURLToPath(new URL('../../src/', import.meta.url)),
  '@machines/': fileURLToPath(new URL('../../machines/', import.meta.url)),
  '@tests/': fileURLToPath(new URL('../../tests/', import.meta.url)),
  '@scripts/': fileURLToPath(new URL('../../scripts/', import.meta.url)),
};
