/// <reference types="vite/client" />
// Build-time settings (see README: pointing the build at a real API).
interface ImportMetaEnv {
  /** Absolute API origin, e.g. https://api.example.com; unset → same origin as the page. */
  readonly VITE_API_BASE_URL?: string;
  /** The paper-privacy widget script, loaded when a provider has IsPPA. */
  readonly VITE_PPA_SCRIPT_URL?: string;
  /** A stand-in for Square's SDK script (the browser tests' production build only); unset → Square's. */
  readonly VITE_SQUARE_SCRIPT_URL?: string;
  /** Where traces are sent (navigator.sendBeacon); unset → the help dialog offers a download instead. */
  readonly VITE_TRACE_URL?: string;
  /** The support console's trace lookup, a URL template with `{code}`; unset → traces open from files only. */
  readonly VITE_TRACE_LOOKUP_URL?: string;
  readonly VITE_PROVIDER_CONTENT_URL?: string;
  /** Builds the pseudo-locale (?lang=pseudo) for the browser test that finds words left in English. */
  readonly VITE_PSEUDO_LOCALE?: string;
}

/** package.json's version, defined by vite.config.ts and vitest.config.ts. */
declare const __APP_VERSION__: string | undefined;
/** This build's id (a new one per build), defined by vite.config.ts and vitest.config.ts. */
declare const __BUILD_ID__: string | undefined;

// A Lingui catalogue, compiled on import by @lingui/vite-plugin (src/i18n/catalogues.ts).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

// Each language of src/locales in its own words, by scripts/build/vite-language-names.mjs.
declare module 'virtual:language-names' {
  const names: Readonly<Record<string, string>>;
  export default names;
}
