// The deployer's setting for the payment methods' Content-Security-Policy hosts (issue 33): Square's
// bank dialog (Plaid inside it), Google Pay and Apple Pay load scripts, frames and calls from hosts
// that Square lists on its Web Payments "Content Security Policy" page, and that can change; the
// card widget's hosts are built in (security-headers.mjs SQUARE_HOSTS). One setting adds the rest:
//
//   VITE_PAYMENT_CSP_HOSTS='script=https://pay.google.com https://applepay.cdn-apple.com; frame=https://pay.google.com; connect=https://*.plaid.com'
//
// `npm run build` fails on a malformed one (vite.config.ts), so a typo never ships a policy that
// silently refuses a payment method (which would then not show: never a dead button, but no method).

/** The directives the setting may add hosts to, by the name the setting uses. */
export const PAYMENT_CSP_DIRECTIVES = { script: 'script-src', frame: 'frame-src', connect: 'connect-src' };

/**
 * A CSP host-source that can only name a payment provider's host: https, a host name (a leading '*.'
 * wildcard allowed), an optional port and path. No scheme-only sources, no 'unsafe-…' keywords, no http.
 */
const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?(\/[\w\-./~%]*)?$/i;

/**
 * The setting's hosts by directive ('script-src': [...]), or the reasons it is malformed. Empty or
 * unset: no host added.
 */
export function parsePaymentCspHosts(setting) {
  const hosts = { 'script-src': [], 'frame-src': [], 'connect-src': [] };
  const problems = [];
  if (setting === undefined || setting.trim() === '') return { hosts, problems };
  for (const part of setting.split(';')) {
    if (part.trim() === '') continue;
    const [name, ...rest] = part.split('=');
    const key = name.trim();
    const directive = PAYMENT_CSP_DIRECTIVES[key];
    if (!directive || rest.length !== 1) {
      problems.push(`'${part.trim()}' is not 'script=…', 'frame=…' or 'connect=…'`);
      continue;
    }
    for (const host of rest[0].trim().split(/\s+/).filter(Boolean)) {
      if (HOST_SOURCE.test(host)) hosts[directive].push(host);
      else problems.push(`${key}: '${host}' is not an https host (e.g. https://pay.google.com or https://*.plaid.com)`);
    }
  }
  return { hosts, problems };
}

/** The setting's hosts by directive; throws with every reason when it is malformed (the build stops). */
export function paymentCspHosts(setting) {
  const { hosts, problems } = parsePaymentCspHosts(setting);
  if (problems.length > 0)
    throw new Error(
      `VITE_PAYMENT_CSP_HOSTS is malformed: ${problems.join('; ')}. See README, "Pointing the build at a real API".`,
    );
  return hosts;
}
