// The production response headers, defined once: the demo production server (scripts/serve/serve-prod.mjs)
// sends them, and the production build writes them for deployers as dist/_headers (Netlify/Cloudflare
// Pages format) and dist/nginx-headers.conf (vite.config.ts). PCI DSS v4.0 6.4.3: the payment page
// may run only scripts from our origin and Square's Web Payments SDK hosts.
// The support console's (dist-support/, scripts/build/vite.support.config.ts, scripts/serve/serve-support.mjs) are here too:
// `consoleSecurityHeaders`, stricter still (its own scripts only, one lookup origin, no camera).

import { paymentCspHosts } from './payment-csp-hosts.mjs';

/**
 * Square's hosts for the Web Payments SDK (developer.squareup.com/docs/web-payments/content-security-policy,
 * sandbox and production): the SDK script, its card iframe, and the tokenization calls.
 */
export const SQUARE_HOSTS = {
  script: [
    'https://web.squarecdn.com',
    'https://sandbox.web.squarecdn.com',
    'https://js.squareup.com',
    'https://js.squareupsandbox.com',
  ],
  frame: ['https://web.squarecdn.com', 'https://sandbox.web.squarecdn.com'],
  connect: [
    'https://web.squarecdn.com',
    'https://sandbox.web.squarecdn.com',
    'https://pci-connect.squareup.com',
    'https://pci-connect.squareupsandbox.com',
    'https://connect.squareup.com',
    'https://connect.squareupsandbox.com',
  ],
};

/** Where the browser posts CSP violation reports (the demo server collects them, see demo-api-server). */
export const CSP_REPORT_PATH = '/__csp-report';

/** The origin of an absolute URL setting, or null for unset / same-origin paths. */
function originOf(url) {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  return new URL(url.trim()).origin;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/** 'name value value; name value' from directives by name. */
const policy = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** What neither the portal's nor the console's policy allows at all, and where violations are reported. */
const lockedDown = (reportUri) => ({
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'report-uri': [reportUri],
  'report-to': ['csp'],
});

/** The powerful features Permissions-Policy names; each is off unless `allowed` lists it (for our origin). */
const FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'fullscreen',
];
const permissionsPolicy = (allowed = []) =>
  FEATURES.map((feature) => `${feature}=${allowed.includes(feature) ? '(self)' : '()'}`).join(', ');

/**
 * The Content-Security-Policy for the build configured by `env` (the VITE_* settings of src/config.ts):
 * a configured paper-privacy script, card-widget script, API or trace origin is allowed, nothing else.
 * `inlineScriptHashes` ('sha256-…', from dist/script-inventory.json) allows the build's own inline
 * scripts (the import map that carries the chunks' integrity, and the page's entry), and only those;
 * `inlineStyleHashes` the build's own inline stylesheets (index.html's two `<style>`s, the first paint's
 * rules and the rest: the first paint needs no stylesheet round trip).
 */
export function contentSecurityPolicy(
  env = {},
  { inlineScriptHashes = [], inlineStyleHashes = [], reportUri = CSP_REPORT_PATH } = {},
) {
  const ppa = originOf(env.VITE_PPA_SCRIPT_URL);
  const square = originOf(env.VITE_SQUARE_SCRIPT_URL);
  const api = originOf(env.VITE_API_BASE_URL);
  const trace = originOf(env.VITE_TRACE_URL);
  // The wallets' and the bank dialog's hosts, as Square's CSP page lists them (the deployer's setting).
  const methods = paymentCspHosts(env.VITE_PAYMENT_CSP_HOSTS);
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...SQUARE_HOSTS.script,
      ...methods['script-src'],
      ppa,
      square,
      ...inlineScriptHashes.map((h) => `'${h}'`),
    ]),
    'style-src': unique(["'self'", ...inlineStyleHashes.map((h) => `'${h}'`)]),
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': unique(["'self'", ...SQUARE_HOSTS.connect, ...methods['connect-src'], api, trace, ppa]),
    'frame-src': unique([...SQUARE_HOSTS.frame, ...methods['frame-src'], square]),
    ...lockedDown(reportUri),
  };
  return policy(directives);
}

/** Every production response header, by name. HSTS only matters (and is only honoured) over HTTPS. */
export function securityHeaders(env = {}, options = {}) {
  const reportUri = options.reportUri ?? CSP_REPORT_PATH;
  return responseHeaders(contentSecurityPolicy(env, { ...options, reportUri }), reportUri, ['camera', 'fullscreen']);
}

/** The headers the portal and the support console share, around their own policy and allowed features. */
function responseHeaders(csp, reportUri, allowedFeatures) {
  return {
    'Content-Security-Policy': csp,
    'Reporting-Endpoints': `csp="${reportUri}"`,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': permissionsPolicy(allowedFeatures),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The placeholder the support console's lookup setting must hold: the support code goes there. */
export const CODE_PLACEHOLDER = '{code}';

/**
 * What is wrong with the support console's trace-lookup setting (VITE_TRACE_LOOKUP_URL), or null when
 * it is usable or unset (unset: the console opens trace files only). Usable: a URL template holding
 * `{code}` that is an absolute http(s) URL whose origin does not depend on the code, or a path on the
 * console's own origin starting with '/'.
 */
export function traceLookupUrlProblem(template) {
  if (template === undefined || template === '') return null;
  const shown = `VITE_TRACE_LOOKUP_URL=${JSON.stringify(template)}`;
  const examples = "e.g. 'https://traces.example.com/v1/traces/{code}' or '/traces/{code}'";
  if (!template.includes(CODE_PLACEHOLDER))
    return `${shown} lacks ${CODE_PLACEHOLDER}, where the support code goes (${examples}).`;
  if (template !== template.trim() || /\s/.test(template)) return `${shown} contains white space.`;
  if (template.startsWith('/')) {
    if (template.startsWith('//') || template.startsWith('/\\'))
      return `${shown} starts with '//', another host without a scheme: write it as https://… (${examples}).`;
    return null;
  }
  const withCode = (code) => {
    try {
      return new URL(template.replaceAll(CODE_PLACEHOLDER, code));
    } catch {
      return null;
    }
  };
  const url = withCode('ABCD-2345');
  if (!url || !/^https?:$/.test(url.protocol) || !/^https?:\/\//i.test(template))
    return `${shown} is neither an absolute http(s) URL nor a path starting with '/' (${examples}).`;
  if (url.origin !== withCode('WXYZ-6789')?.origin)
    return `${shown} puts ${CODE_PLACEHOLDER} in the host: the Content-Security-Policy allows one lookup origin.`;
  return null;
}

/** Throws, naming the problem, unless the trace-lookup setting is usable or unset. */
export function checkTraceLookupUrl(template) {
  const problem = traceLookupUrlProblem(template);
  if (problem) throw new Error(`support console: ${problem}`);
}

/** The support console's Content-Security-Policy: its own scripts and styles, and the trace lookup's origin. */
export function consoleContentSecurityPolicy(env = {}, { inlineScriptHashes = [], reportUri = CSP_REPORT_PATH } = {}) {
  checkTraceLookupUrl(env.VITE_TRACE_LOOKUP_URL);
  return policy({
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)]),
    'style-src': ["'self'"],
    // A replayed screen shows a redacted image as a blank one.
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': unique(["'self'", originOf(env.VITE_TRACE_LOOKUP_URL)]),
    ...lockedDown(reportUri),
  });
}

/**
 * Every response header of the support console (dist-support/_headers, nginx-headers.conf,
 * scripts/serve/serve-support.mjs), by name: no feature allowed, kept out of search engines.
 */
export function consoleSecurityHeaders(env = {}, options = {}) {
  const reportUri = options.reportUri ?? CSP_REPORT_PATH;
  const csp = consoleContentSecurityPolicy(env, { ...options, reportUri });
  return { ...responseHeaders(csp, reportUri, []), 'X-Robots-Tag': 'noindex' };
}

/** dist/_headers (Netlify, Cloudflare Pages): every path gets the headers. */
export function headersFile(headers) {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
}

/** dist/nginx-headers.conf: `include` it in the server block that serves dist/. */
export function nginxSnippet(headers) {
  return `# Generated by the production build (scripts/build/security-headers.mjs). Include in the server { } block.\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join('\n')}\n`;
}

/**
 * The same headers for a server on plain HTTP (serve-prod on 127.0.0.1): Chromium never delivers
 * Reporting API reports there and, given `report-to`, ignores `report-uri`; so over HTTP only
 * `report-uri` is sent and violations still reach the report endpoint. Deployments are HTTPS and get both.
 */
export function overPlainHttp(headers) {
  const rest = { ...headers };
  delete rest['Reporting-Endpoints'];
  return {
    ...rest,
    'Content-Security-Policy': rest['Content-Security-Policy'].replace(/;\s*report-to [^;]+/, ''),
  };
}
