/// <reference types="vite/client" />
// Build-time settings (see README: pointing the build at a real API).
interface ImportMetaEnv {
  /** Absolute API origin, e.g. https://api.example.com; unset → same origin as the page. */
  readonly VITE_API_BASE_URL?: string;
  /** The paper-privacy widget script, loaded when a provider has IsPPA. */
  readonly VITE_PPA_SCRIPT_URL?: string;
}
