import { defineConfig, loadEnv, type Plugin } from 'vite';

import { SOURCE_LOCALE } from './machines/session/rules/language.ts';
import { paymentCspHosts } from './scripts/build/payment-csp-hosts.mjs';
import {
  buildOptions,
  compilePlugins,
  define,
  preloadOnlyWhatIsMissing,
  resolveOptions,
  securityHeadersFiles,
} from './scripts/build/portal-build.ts';
import { securityHeaders } from './scripts/build/security-headers.mjs';
import { firstScripts, preloadApp } from './scripts/build/vite-first-scripts.ts';
import { inlineEntry } from './scripts/build/vite-inline-entry.ts';
import { sriPlugin } from './scripts/build/vite-sri.mjs';
import { SQUARE_SCRIPTS } from './src/app/live/squareScripts.ts';
import { ensureVisitor } from './src/demo/visitor.ts';
import { FIRST_PAINT_ROOT } from './src/ui/firstPaint.ts';

// Modes: `development` (npm start: Vite plus the demo API server, scripts/serve/start.mjs) and `demo`
// (npm run build:demo) embed the demo banner and stand-ins from demo-public/; `production` has neither.
// The demo backend is a real HTTP server (src/demo/apiServer.ts); the dev server proxies its paths.
// Every trace names the app version it came from (src/observability/trace.ts).
// What the support console's build (scripts/build/vite.support.config.ts) shares with this one is in
// scripts/build/portal-build.ts.
const DEMO_API = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? 5174}`;
// The providers' content files (issue 48) are the demo API's too (DEMO_API_PREFIXES).
const PROXIED = ['/api', '/DeliveryMethod', '/__demo', '/demo/providers', '/__csp-report'];

/** npm start: pages get the demo API's visitor and XSRF cookies, as serve-prod gives them. */
const demoCookies: Plugin = {
  name: 'demo-visitor-cookies',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.headers.accept?.includes('text/html')) ensureVisitor(req, res);
      next();
    });
  },
};

/** Third-party scripts the page may load at run time, for dist/script-inventory.json. */
function thirdPartyScripts(mode: string) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const ppa = env.VITE_PPA_SCRIPT_URL;
  // The payment methods' script hosts (VITE_PAYMENT_CSP_HOSTS); a malformed setting stops the build here.
  const methods = paymentCspHosts(env.VITE_PAYMENT_CSP_HOSTS)['script-src'];
  return [
    { url: SQUARE_SCRIPTS.production, why: 'Square Web Payments SDK (card widget), production application ids' },
    { url: SQUARE_SCRIPTS.sandbox, why: 'Square Web Payments SDK (card widget), sandbox application ids' },
    ...(ppa && /^https?:/.test(ppa)
      ? [{ url: ppa, why: 'paper-privacy widget (VITE_PPA_SCRIPT_URL), for providers with IsPPA' }]
      : []),
    ...methods.map((url) => ({
      url,
      why: "a payment method's scripts (VITE_PAYMENT_CSP_HOSTS, from Square's Web Payments CSP page): Google Pay, Apple Pay, the bank dialog",
    })),
  ];
}

/**
 * The first paint comes with the HTML (src/ui/firstPaint.ts): the shell and its loading state, so
 * the page shows something before the script has loaded (createRoot clears the container).
 */
const firstPaint: Plugin = {
  name: 'local:first-paint',
  transformIndexHtml: (html) => html.replace('<div id="root"></div>', FIRST_PAINT_ROOT),
};

// What the portal's first screens share (the session, the rules' messages, the forms' small
// helpers) as one chunk, not seven of a few hundred bytes each: on a phone's
// HTTP/1.1 connection (six at a time) the first screen's chunks, its words and its calls then
// go out in one round trip, not two (issue 34). Only these modules, not what they import
// (the entry has that): a dependency pulled in would drag the entry's code into this chunk.
const routesCommon = {
  name: 'routes-common',
  includeDependenciesRecursively: false,
  test: /\/(machines\/session\/(session\.(machine|view)|types)\.|machines\/session\/rules\/sessionClock|machines\/rules\/(messages|guarantorChecks)\.|src\/app\/live\/session\.|src\/app\/(useSessionActor|keep\/useKeptActorRef|keep\/keptKeys)\.|src\/observability\/react\.|src\/ui\/useWarmUp\.)/,
};
// The source language's words for the ways in (src/i18n/catalogues.ts) ride in the app's chunk: they
// are there before the first calls answer, with no request of their own, and a language whose
// words cannot load falls back to them (machines/session/language.machine.ts; issue 34).
const SOURCE_WORDS = `src/locales/${SOURCE_LOCALE}/messages.po`;
// And what the delivery link's form shares with the forms behind it, which the root's does not need.
const formsCommon = {
  name: 'forms-common',
  includeDependenciesRecursively: false,
  test: /\/(machines\/rules\/(zip|email)\.|src\/app\/live\/navigation\.|src\/ui\/ErrorBox\.)/,
};

// The page's entry (its first calls; inline in index.html) and the app (React and the first render).
const ENTRY = 'src/main.tsx';
const APP = 'src/render.tsx';

export default defineConfig(({ mode }) => {
  const preload = preloadOnlyWhatIsMissing();
  const first = firstScripts(ENTRY, APP, [SOURCE_WORDS]);
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    // Every build (production and demo) carries SRI, so the browser tests exercise it on any bundle.
    plugins: [
      ...compilePlugins(mode),
      preload.plugin,
      first.plugin,
      preloadApp(APP),
      firstPaint,
      // The entry inside index.html: the first calls wait for no script round trip (issue 34).
      inlineEntry(ENTRY),
      // The stylesheet inline in index.html: the first paint waits for no second round trip (issue 34).
      sriPlugin({ thirdParty: thirdPartyScripts(mode), inlineStyles: true }),
      demoCookies,
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
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [...first.groups, routesCommon, formsCommon],
          },
        },
      },
    },
  };
});
