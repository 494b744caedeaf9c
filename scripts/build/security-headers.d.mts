// Types for scripts/build/security-headers.mjs (plain JS so Node scripts import it without a TS runner).
export declare const SQUARE_HOSTS: { script: string[]; frame: string[]; connect: string[] };
export declare const CSP_REPORT_PATH: string;
export interface HeaderOptions {
  inlineScriptHashes?: string[];
  /** The build's inline stylesheets (the portal's index.html); the support console has none. */
  inlineStyleHashes?: string[];
  reportUri?: string;
}
export declare function contentSecurityPolicy(
  env?: Record<string, string | undefined>,
  options?: HeaderOptions,
): string;
export declare function securityHeaders(
  env?: Record<string, string | undefined>,
  options?: HeaderOptions,
): Record<string, string>;
export declare function headersFile(headers: Record<string, string>): string;
export declare function nginxSnippet(headers: Record<string, string>): string;
export declare function overPlainHttp(headers: Record<string, string>): Record<string, string>;
export declare const CODE_PLACEHOLDER: string;
export declare function traceLookupUrlProblem(template: string | undefined): string | null;
export declare function checkTraceLookupUrl(template: string | undefined): void;
export declare function consoleContentSecurityPolicy(
  env?: Record<string, string | undefined>,
  options?: HeaderOptions,
): string;
export declare function consoleSecurityHeaders(
  env?: Record<string, string | undefined>,
  options?: HeaderOptions,
): Record<string, string>;
