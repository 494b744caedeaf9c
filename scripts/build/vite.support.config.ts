import { resolve } from 'node:path';

import { defineConfig, loadEnv, type Plugin } from 'vite';

import {
  buildOptions,
  compilePlugins,
  define,
  preloadOnlyWhatIsMissing,
  resolveOptions,
  securityHeadersFiles,
} from './portal-build.ts';
import { checkTraceLookupUrl, consoleSecurityHeaders } from './security-headers.mjs';
import { sriPlugin } from './vite-sri.mjs';

// The support console's own build (npm run build:support → dist-support/): support.html and its entry
// src/console/main.tsx, with the portal's compilation, SRI and script inventory, and response headers of
// its own (scripts/build/security-headers.mjs `consoleSecurityHeaders`). No third-party script, no demo files.
// VITE_TRACE_LOOKUP_URL (a URL template with {code}) is where it finds a trace by support code.
// Here, not beside vite.config.ts, so that tsconfig.json (which includes scripts/) type-checks it.

/** The repository's root: the build's root whichever folder it is started from. */
const ROOT = resolve(import.meta.dirname, '../..');

/** Where the page is written: support.html in the sources, the site's index.html once built. */
const SOURCE_HTML = 'support.html';

/**
 * dist-support/ is a site of its own, so its page is index.html. Renamed in the bundle before the SRI
 * plugin (also enforce 'post', listed after this one) adds integrity and the import map to index.html.
 */
const htmlAsIndex: Plugin = {
  name: 'local:support-html-as-index',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const html = bundle[SOURCE_HTML];
      if (html?.type !== 'asset') this.error(`${SOURCE_HTML} was not emitted`);
      delete bundle[SOURCE_HTML];
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html.source });
    },
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, ROOT, 'VITE_');
  // Before building: a lookup the console could not use fails the build with the reason.
  checkTraceLookupUrl(env.VITE_TRACE_LOOKUP_URL);
  const preload = preloadOnlyWhatIsMissing();
  return {
    plugins: [
      ...compilePlugins(mode),
      preload.plugin,
      htmlAsIndex,
      sriPlugin({ thirdParty: [] }),
      ...(mode === 'production'
        ? [securityHeadersFiles(({ inlineScriptHashes }) => consoleSecurityHeaders(env, { inlineScriptHashes }))]
        : []),
    ],
    root: ROOT,
    define,
    resolve: resolveOptions,
    publicDir: false,
    build: {
      ...buildOptions,
      outDir: resolve(ROOT, 'dist-support'),
      modulePreload: preload.modulePreload,
      rolldownOptions: { input: resolve(ROOT, SOURCE_HTML) },
    },
  };
});
