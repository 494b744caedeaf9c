// Values the demo scenarios turn on (/work/shared/demo-scenarios.md): inputs that make the backend
// approve, refuse or fail, and where single sign-on and financing lead.

/** Card numbers of the contract, digits only (the backend compares digits only). */
export const DEMO_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  networkError: '4000000000000119',
  /** Approved, but the answer comes only after SLOW_GATEWAY_MS (a slow gateway, issue 46). */
  slowGateway: '4000000000000077',
} as const;

/** How long the slow gateway's card waits before its answer. */
export const SLOW_GATEWAY_MS = 8000;

export const SSO_OK = 'SSO-OK';
export const SSO_EXPIRED = 'SSO-EXPIRED';
/** Added scenario: a staff-assisted session for a guarantor with a saved card (D1002). */
export const SSO_SAVED_CARD = 'SSO-CARD';
/** Any token the widget stand-in issues starts with this. */
export const WIDGET_TOKEN_PREFIX = 'demo-sq-token-';
/** The stand-in's bank dialog, 'Connect a closed account': a bank token the backend refuses. */
export const CLOSED_ACCOUNT_TOKEN_PREFIX = 'demo-sq-closed-account-';
/** DeliveryMethod/Change refuses this address. */
export const FAILING_EMAIL = 'fail@example.com';
/** Autopay enrolment of this amount is refused. */
export const REFUSED_AUTOPAY_AMOUNT = 99.99;
export const FAILING_INSURANCE_NAME = 'FAIL';
export const FINANCING_ORIGIN = 'https://financing.example';

/** Single-sign-on tokens that open a session, and the delivery whose guarantor each one shows. */
export const SSO_SESSIONS: Readonly<Record<string, string>> = { [SSO_OK]: 'D1001', [SSO_SAVED_CARD]: 'D1002' };

/** The delivery a session token shows, or undefined for a token that opens none. */
export const ssoSessionDelivery = (tokenId: string): string | undefined =>
  Object.hasOwn(SSO_SESSIONS, tokenId) ? SSO_SESSIONS[tokenId] : undefined;
