import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { type BuildOptions, defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';

import { aliases } from './aliases.ts';
import { SOURCE_LOCALE } from './machines/session/rules/language.ts';
import { linguiMacros } from './scripts/lingui-macros.mjs';
import { paymentCspHosts } from './scripts/payment-csp-hosts.mjs';
import { headersFile, nginxSnippet, securityHeaders } from './scripts/security-headers.mjs';
import { axiosXhrOnly } from './scripts/vite-axios-xhr-only.mjs';
import { chunkGraph, firstScripts, preloadApp } from './scripts/vite-first-scripts.ts';
import { formikPureFieldArray } from './scripts/vite-formik-pure.mjs';
import { inlineEntry } from './scripts/vite-inline-entry.ts';
import { languageNames } from './scripts/vite-language-names.mjs';
import { sriPlugin } from './scripts/vite-sri.mjs';
import { SQUARE_SCRIPTS } from './src/app/live/squareScripts.ts';
import { ensureVisitor } from './src/demo/visitor.ts';
import { FIRST_PAINT_ROOT } from './src/ui/firstPaint.ts';

// Modes: `development` (npm start: Vite plus the demo API server, scripts/start.mjs) and `demo`
// (npm run build:demo) embed the demo banner and stand-ins from demo-public/; `production` has neither.
// The demo backend is a real HTTP server (src/demo/apiServer.ts); the dev server proxies its paths.
// Every trace names the app version it came from (src/observability/trace.ts).
// The support console's build (scripts/vite.support.config.ts) reuses the pieces exported here.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const DEMO_API = `http://127.0.0.1:${process.env.DEMO_API_PORT ?? 5174}`;
// The providers' content files (issue 48) are the demo API's too (DEMO_API_PREFIXES).
const PROXIED = ['/api', '/DeliveryMethod', '/__demo', '/demo/providers', '/__csp-report'];

/** The hashes of a build's own inline scripts and stylesheets (its script-inventory.json), for its CSP. */
export interface InlineHashes {
  inlineScriptHashes: string[];
  inlineStyleHashes: string[];
}

/**
 * Writes the production response headers for deployers beside the build (scripts/security-headers.mjs):
 * `headersFor` gets the inline-script and inline-style hashes of the build's script-inventory.json.
 */
export function securityHeadersFiles(headersFor: (hashes: InlineHashes) => Record<string, string>): Plugin {
  let outDir = 'dist';
  return {
    name: 'security-headers-files',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      order: 'post',
      handler() {
        const inventory = join(outDir, 'script-inventory.json');
        const inventoryJson = existsSync(inventory)
          ? (JSON.parse(readFileSync(inventory, 'utf8')) as Partial<InlineHashes>)
          : {};
        const headers = headersFor({
          inlineScriptHashes: inventoryJson.inlineScriptHashes ?? [],
          inlineStyleHashes: inventoryJson.inlineStyleHashes ?? [],
        });
        writeFileSync(join(outDir, '_headers'), headersFile(headers));
        writeFileSync(join(outDir, 'nginx-headers.conf'), nginxSnippet(headers));
      },
    },
  };
}

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

// A lazy import's preload list need not name the chunks already loaded where it runs: the entry's
// static imports (loaded before anything else runs) and the importing chunk's own static imports.
// Listing them again only costs bytes in every chunk (the root path's 130 KB budget).
/** The plugin that finds them and the build's `modulePreload` that leaves them out, for one build. */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; modulePreload: BuildOptions['modulePreload'] } {
  const loadedBefore = new Map<string, Set<string>>();
  const findLoadedChunks: Plugin = {
    name: 'find-loaded-chunks',
    enforce: 'pre',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
        const entryGraph = new Set(entries.flatMap((c) => [...chunkGraph(bundle, c.fileName)]));
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk')
            loadedBefore.set(chunk.fileName, chunkGraph(bundle, chunk.fileName, new Set(entryGraph)));
      },
    },
  };
  return {
    plugin: findLoadedChunks,
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
  };
}

/** What turns src/ into the bundle's code (JSX, Lingui's macros and catalogues, axios's XHR adapter only, formik's unused FieldArray out). */
export function compilePlugins(mode: string): PluginOption[] {
  return [
    babel(linguiMacros()),
    react(),
    lingui({ failOnMissing: mode === 'production', failOnCompileError: true }),
    axiosXhrOnly(),
    formikPureFieldArray(),
    languageNames(),
  ];
}

/**
 * The app version every trace names (src/observability/trace.ts), and this build's own id: what a
 * tab kept from another build (a deploy in between) is forgotten (src/app/keep/tabMemory.ts).
 */
export const define = {
  __APP_VERSION__: JSON.stringify(version),
  __BUILD_ID__: JSON.stringify(`${version}-${Date.now().toString(36)}`),
};

// Radix's scroll lock adds <style> elements, which the CSP refuses: src/ui/cspStyleSingleton.ts instead.
export const resolveOptions = {
  alias: [
    ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
    { find: 'react-style-singleton', replacement: resolve(import.meta.dirname, 'src/ui/cspStyleSingleton.ts') },
    // Formik's copies of form values without lodash's deep-clone machinery (src/ui/formik/clone.ts).
    { find: /^lodash-es\/clone$/, replacement: resolve(import.meta.dirname, 'src/ui/formik/clone.ts') },
    { find: /^lodash-es\/cloneDeep$/, replacement: resolve(import.meta.dirname, 'src/ui/formik/cloneDeep.ts') },
    // The same for its path reading and plain-object test (issue 34): lodash's cache and tag machinery.
    { find: /^lodash-es\/toPath$/, replacement: resolve(import.meta.dirname, 'src/ui/formik/toPath.ts') },
    { find: /^lodash-es\/isPlainObject$/, replacement: resolve(import.meta.dirname, 'src/ui/formik/isPlainObject.ts') },
    // React 19 has useSyncExternalStore: @xstate/react's and wouter's imports of the package's shim (a copy
    // for React < 18) go to React itself and to the package's React 18+ selector, as its README advises
    // (issue 34; its main entry would only re-export React's, and logs an error in development).
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: 'use-sync-external-store/with-selector',
    },
  ],
};

/** One stylesheet, inline in the portal's HTML (the console's linked with integrity): Vite would add lazy chunks' CSS at run time without either. */
export const buildOptions = {
  sourcemap: false,
  cssCodeSplit: false,
  rolldownOptions: {
    // Formik's HOCs (connect, withFormik), which the portal never uses, are its only users of these two
    // CommonJS packages; without a say on their side effects the bundle keeps them (~1.7 KB gzipped on
    // every form's way in, issue 34). Every other module keeps its own package's say (undefined).
    treeshake: {
      moduleSideEffects: (id: string) =>
        /\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) ? false : undefined,
    },
  },
} satisfies BuildOptions;

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
        ...buildOptions.rolldownOptions,
        output: {
          codeSplitting: {
            groups: [...first.groups, routesCommon, formsCommon],
          },
        },
      },
    },
  };
});
