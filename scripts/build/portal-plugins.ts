// The portal's own small plugins and its chunk plan (vite.config.ts lists them in order). What they
// need from src/ comes in as arguments: Vite loads its config without the path aliases.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Plugin } from 'vite';

import { paymentCspHosts } from './payment-csp-hosts.mjs';

/** npm start: pages get the demo API's visitor and XSRF cookies, as serve-prod gives them. */
export function demoCookies(ensureVisitor: (req: IncomingMessage, res: ServerResponse) => void): Plugin {
  return {
    name: 'demo-visitor-cookies',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.headers.accept?.includes('text/html')) ensureVisitor(req, res);
        next();
      });
    },
  };
}

/**
 * The first paint comes with the HTML (src/ui/firstPaint.ts): the shell and its loading state, so
 * the page shows something before the script has loaded (createRoot clears the container).
 */
export function firstPaint(rootHtml: string): Plugin {
  return {
    name: 'local:first-paint',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', rootHtml),
  };
}

/** Third-party scripts the page may load at run time, for dist/script-inventory.json. */
export function thirdPartyScripts(
  env: Record<string, string>,
  square: { production: string; sandbox: string },
): { url: string; why: string }[] {
  const ppa = env.VITE_PPA_SCRIPT_URL;
  // The payment methods' script hosts (VITE_PAYMENT_CSP_HOSTS); a malformed setting stops the build here.
  const methods = paymentCspHosts(env.VITE_PAYMENT_CSP_HOSTS)['script-src'];
  return [
    { url: square.production, why: 'Square Web Payments SDK (card widget), production application ids' },
    { url: square.sandbox, why: 'Square Web Payments SDK (card widget), sandbox application ids' },
    ...(ppa && /^https?:/.test(ppa)
      ? [{ url: ppa, why: 'paper-privacy widget (VITE_PPA_SCRIPT_URL), for providers with IsPPA' }]
      : []),
    ...methods.map((url) => ({
      url,
      why: "a payment method's scripts (VITE_PAYMENT_CSP_HOSTS, from Square's Web Payments CSP page): Google Pay, Apple Pay, the bank dialog",
    })),
  ];
}

// What the portal's first screens share (the session, the rules' messages, the forms' small
// helpers) as one chunk, not seven of a few hundred bytes each: on a phone's
// HTTP/1.1 connection (six at a time) the first screen's chunks, its words and its calls then
// go out in one round trip, not two (issue 34). Only these modules, not what they import
// (the entry has that): a dependency pulled in would drag the entry's code into this chunk.
export const routesCommon = {
  name: 'routes-common',
  includeDependenciesRecursively: false,
  test: /\/(machines\/session\/(session\.(machine|view)|types)\.|machines\/session\/rules\/sessionClock|machines\/rules\/(messages|guarantorChecks)\.|src\/app\/live\/session\.|src\/app\/(useSessionActor|keep\/useKeptActorRef|keep\/keptKeys)\.|src\/observability\/react\.|src\/ui\/useWarmUp\.)/,
};

// And what the delivery link's form shares with the forms behind it, which the root's does not need
// (`Said`, a server's message in its own language, alone was a chunk of its own: a seventh request that
// held the link's check back a round trip, issue 57; `npm run size` now counts the requests).
export const formsCommon = {
  name: 'forms-common',
  includeDependenciesRecursively: false,
  test: /\/(machines\/rules\/(zip|email)\.|src\/app\/live\/navigation\.|src\/ui\/(ErrorBox|Said)\.)/,
};
