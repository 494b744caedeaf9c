import { isApiError } from './errors';
import type { ApiCallName } from './paths';

/**
 * How long each call of spec section 7 may take, and whether a dropped connection may be retried.
 * Past its limit a call is a network failure (ApiError 'network'): the screen shows its section-8
 * message and keeps what was typed. Why these numbers: docs/decisions.md ("Call time limits").
 */
export interface CallPolicy {
  /** Milliseconds before the call gives up. */
  timeoutMs: number;
  /**
   * Retried once after a dropped connection (never after a timeout or an HTTP answer). Only for
   * calls that change nothing on the server, so a second request cannot do anything twice.
   */
  retryAfterDrop: boolean;
}

const SECOND = 1000;

/** Every call's limit and retry rule, in one table. */
export const CALL_POLICY = {
  // Read-only lookups: quick on the server, and the first screen waits for them.
  getProvider: { timeoutMs: 10 * SECOND, retryAfterDrop: true },
  validateDelivery: { timeoutMs: 10 * SECOND, retryAfterDrop: true },
  getDataToConfirm: { timeoutMs: 10 * SECOND, retryAfterDrop: false },
  // Sign-ins issue a token (a side effect), so they are not retried on their own.
  validateGuarantorForPaper: { timeoutMs: 15 * SECOND, retryAfterDrop: false },
  validateGuarantorForDelivery: { timeoutMs: 15 * SECOND, retryAfterDrop: false },
  validateBySso: { timeoutMs: 15 * SECOND, retryAfterDrop: false },
  thirdPartyFinancingUrl: { timeoutMs: 15 * SECOND, retryAfterDrop: false },
  changeDeliveryMethod: { timeoutMs: 15 * SECOND, retryAfterDrop: false },
  collectData: { timeoutMs: 20 * SECOND, retryAfterDrop: false },
  collectInsuranceData: { timeoutMs: 20 * SECOND, retryAfterDrop: false },
  createAutopayEnrollment: { timeoutMs: 30 * SECOND, retryAfterDrop: false },
  // The card processor answers through the server: give it time, since a post given up on may
  // still go through (the payment machine then asks before posting again).
  processPayment: { timeoutMs: 45 * SECOND, retryAfterDrop: false },
  // A phone photo of a few MB over a weak uplink.
  uploadDocument: { timeoutMs: 60 * SECOND, retryAfterDrop: false },
} as const satisfies Record<ApiCallName, CallPolicy>;

/**
 * Answers a gateway or load balancer gives for the server behind it (bad gateway, unavailable,
 * gateway time-out): the request may have reached the server and been acted on before it died.
 */
export const GATEWAY_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The one rule for a call that changes something on the server (ProcessPayment, CreateEnrollment):
 * a dropped connection, its time limit or a gateway's 502/503/504 leave its outcome unknown, not
 * failed. The payment and autopay machines then never repeat it unasked. Any other answer (400, 401,
 * 500 with the billing API's body) is an answered failure.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    isApiError(error, 'network') ||
    (isApiError(error, 'server') && error.status !== null && GATEWAY_STATUSES.includes(error.status))
  );
}
