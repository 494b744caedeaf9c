// Values the demo scenarios turn on (/work/shared/demo-scenarios.md): inputs that make the backend
// approve, refuse or fail, and where single sign-on and financing lead.

/** Card numbers of the contract, digits only (the backend compares digits only). */
export const DEMO_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  networkError: '4000000000000119',
} as const;

export const SSO_OK = 'SSO-OK';
export const SSO_EXPIRED = 'SSO-EXPIRED';
/** Any token the widget stand-in issues starts with this. */
export const WIDGET_TOKEN_PREFIX = 'demo-sq-token-';
/** DeliveryMethod/Change refuses this address. */
export const FAILING_EMAIL = 'fail@example.com';
/** Autopay enrolment of this amount is refused. */
export const REFUSED_AUTOPAY_AMOUNT = 99.99;
export const FAILING_INSURANCE_NAME = 'FAIL';
export const FINANCING_ORIGIN = 'https://financing.example';

/** Single-sign-on tokens resolve to this delivery's guarantor. */
export const SSO_DELIVERY_ID = 'D1001';
