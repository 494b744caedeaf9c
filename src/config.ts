// Build-time settings. A production build takes these from VITE_* environment variables; the dev
// server and the demo build fall back to local stand-ins served from demo-public/.
const isProduction = import.meta.env.MODE === 'production';

export const config = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  ppaScriptUrl: import.meta.env.VITE_PPA_SCRIPT_URL ?? (isProduction ? '' : '/demo/ppa-standin.js'),
  /** Trace batches go here; outside production the demo backend's endpoint (src/demo/traces.ts DEMO_TRACE_PATH). */
  traceUrl: import.meta.env.VITE_TRACE_URL ?? (isProduction ? '' : '/__demo/support/traces'),
  /**
   * Support's lookup of a trace by code: a URL template with `{code}` (the support console's setting,
   * docs/trace-api.yaml); outside production the demo backend's. Empty: traces open from files only.
   */
  /**
   * Each provider's notices and texts in other languages (issue 48): a URL template with `{key}` on this
   * origin (README "Provider notices and texts in other languages"); outside production the demo's files.
   * Empty: the portal's own language assistance sentence, the provider's texts as they are.
   */
  providerContentUrl: import.meta.env.VITE_PROVIDER_CONTENT_URL ?? (isProduction ? '' : '/demo/providers/{key}.json'),
  traceLookupUrl: import.meta.env.VITE_TRACE_LOOKUP_URL ?? (isProduction ? '' : '/__demo/support/traces/{code}'),
};
