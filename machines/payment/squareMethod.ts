/**
 * What Square's three payment methods (the card widget, the wallets, the bank account) share, in one
 * place: a tokenization's result as the portal reads it, the guards that sort it, and how a method's
 * fault is logged. Each method's machine (cardWidget, wallets, bank) names these in its setup(); the
 * one loader of Square's script is src/app/live/squareMethods.ts.
 */

/** A tokenization's answer as far as the portal reads it (Square's TokenResult). */
export interface TokenizeResult {
  /** 'OK', or 'Invalid' / 'Error' / 'Abort' / 'Cancel' / 'Unknown'. */
  status: string;
  token?: string;
}

/** A tokenization that gave a token. */
export const isTokenOk = (_: unknown, params: { result: TokenizeResult }): boolean =>
  params.result.status === 'OK' && !!params.result.token;

/** The guarantor closed the method's own dialog or sheet: no token, and nothing to say about it. */
export const isCancel = (_: unknown, params: { result: TokenizeResult }): boolean => params.result.status === 'Cancel';

/** A thrown tokenize (an SDK fault) is answered as this status: logged, nothing posted. */
export const FAULT_STATUS = 'Error';

/** A sheet or dialog asked for where the method is not offered (a stale press). */
export const UNAVAILABLE_STATUS = 'Unavailable';

/**
 * Logs a method's fault by the error's name only: after the guarantor has typed or chosen something,
 * a message could echo it. `method` names the log line ('wallets', 'bank').
 */
export function logMethodFault(method: string, error: unknown): void {
  console.error(`[${method}]`, error instanceof Error ? error.name : 'unknown error');
}

/**
 * How a wallet's sheet or the bank's dialog ends (its tokenize() answer), back to `available`:
 * a token, a cancel (no message) or a failure, reported to the payment actor by the method's own
 * `reportToken`, `reportCancel` and `reportFailure`; a thrown tokenize is logged and reported as a
 * failure. Spread into the method's invoke: `{ id, src, input, ...tokenAnswer }`.
 */
export const tokenAnswer = {
  onDone: [
    {
      guard: {
        type: 'isTokenOk',
        params: ({ event }: { event: { output: TokenizeResult } }) => ({ result: event.output }),
      },
      target: 'available',
      actions: {
        type: 'reportToken',
        params: ({ event }: { event: { output: TokenizeResult } }) => ({ token: event.output.token! }),
      },
    },
    {
      guard: {
        type: 'isCancel',
        params: ({ event }: { event: { output: TokenizeResult } }) => ({ result: event.output }),
      },
      target: 'available',
      actions: 'reportCancel',
    },
    {
      target: 'available',
      actions: {
        type: 'reportFailure',
        params: ({ event }: { event: { output: TokenizeResult } }) => ({ status: event.output.status }),
      },
    },
  ],
  onError: {
    target: 'available',
    actions: [
      { type: 'logFault', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      { type: 'reportFailure', params: { status: FAULT_STATUS } },
    ],
  },
} as const;
