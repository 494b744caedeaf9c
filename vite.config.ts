// The portal's build: a table of contents. Each piece lives in scripts/build/ (scripts/README.md
// says what each does, in the order below); the support console's build is
// scripts/build/vite.support.config.ts and shares scripts/build/portal-build.ts with this one.
// Modes: `development` (npm start: Vite plus the demo API server, scripts/serve/start.mjs) and `demo`
// (npm run build:demo) embed the demo banner and stand-ins from demo-public/; `production` has neither.
import { defineConfig, loadEnv } from 'vite';

import { SOURCE_LOCALE } from './machines/session/rules/language.ts';
import {
  buildOptions,
  compilePlugins,
  define,
  preloadOnlyWhatIsMissing,
  resolveOptions,
  securityHeadersFiles,
} from './scripts/build/portal-build.ts';
import {
  demoCookies,
  firstPaint,
  formsCommon,
  routesCommon,
  thirdPartyScripts,
} from './scripts/build/portal-plugins.ts';
import { securityHeaders } from './scripts/build/security-headers.mjs';
import { firstScripts, preloadApp } from './scripts/build/vite-first-scripts.ts';
import { inlineEntry } from './scripts/build/vite-inline-entry.ts';
import { sriPlugin } from './scripts/build/vite-sri.mjs';
import { SQUARE_SCRIPTS } from './src/app/live/squareScripts.ts';
import { ensureVisitor } from './src/demo/visitor.ts';
import { FIRST_PAINT_ROOT } from './src/ui/firstPaint.ts';

// The page's entry (its first calls; inline in index.html) and the app (React and the first render).
const ENTRY = 'src/main.tsx';
const APP = 'src/render.tsx';
// The source language's words for the ways in (src/i18n/catalogues.ts) ride in the app's chunk: they
// are there before the first calls answer, with no request of their own, and a language whose
// words cannot load falls back to them (machines/session/language.machine.ts; issue 34).
const SOURCE_WORDS = `src/locales/${SOURCE_LOCALE}/messages.po`;

// The demo backend is a real HTTP server (src/demo/apiServer.ts); the dev server proxies its paths,
// the providers' content files (issue 48) among them.
const DEMO_API = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? 5174}`;
const PROXIED = ['/api', '/DeliveryMethod', '/__demo', '/demo/providers', '/__csp-report'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const preload = preloadOnlyWhatIsMissing();
  const first = firstScripts(ENTRY, APP, [SOURCE_WORDS]);
  return {
    plugins: [
      // 1. src/ to code: JSX, Lingui's macros and catalogues, axios's and formik's patches, language names.
      ...compilePlugins(mode),
      // 2. Lazy imports preload only the chunks not already loaded where they run.
      preload.plugin,
      // 3. The first scripts: the entry and the app as chunks of their own, the app preloaded.
      first.plugin,
      preloadApp(APP),
      // 4. index.html: the first paint, then the entry inline (the first calls wait for no script, issue 34).
      firstPaint(FIRST_PAINT_ROOT),
      inlineEntry(ENTRY),
      // 5. Subresource Integrity, the import map and the script inventory; the stylesheet inline. Every
      //    build (production and demo) carries SRI, so the browser tests exercise it on any bundle.
      sriPlugin({ thirdParty: thirdPartyScripts(env, SQUARE_SCRIPTS), inlineStyles: true }),
      // 6. npm start only: the demo API's visitor cookies.
      demoCookies(ensureVisitor),
      // 7. Production only: the response headers for deployers (_headers, nginx-headers.conf).
      ...(mode === 'production' ? [securityHeadersFiles((hashes) => securityHeaders(env, hashes))] : []),
    ],
    define,
    resolve: resolveOptions,
    publicDir: mode === 'production' ? 'public' : 'demo-public',
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: DEMO_API, xfwd: true }])),
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      ...buildOptions,
      outDir: mode === 'production' ? 'dist' : `dist-${mode}`,
      modulePreload: preload.modulePreload,
      // The chunks: the first scripts, then what the first screens share (scripts/build/portal-plugins.ts).
      rolldownOptions: { output: { codeSplitting: { groups: [...first.groups, routesCommon, formsCommon] } } },
    },
  };
});
