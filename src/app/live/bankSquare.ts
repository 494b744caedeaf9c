// Square's ACH method for the bank account (payments.ach(), its 'ontokenization' event and
// tokenize()) in production, the stand-in's bank dialog in the dev server and the demo build, through
// the one loader of squareMethods.ts. Part of the lazy chunk of Square's methods (./squareLive.ts).
import type { ACH } from '@square/web-sdk';

import { neverSettles } from '@/neverSettles';
import type { BankDebit, BankLoadInput, LoadedBank } from '@machines/payment/bank.machine';
import type { TokenizeResult } from '@machines/payment/squareMethod';

import { loadSquarePayments, setSquareLocale } from './squareMethods';

/** The parameter Plaid's OAuth return (and the demo's bank page) puts in the page's address. */
const OAUTH_RETURN = 'oauth_state_id';

/** What Square's 'ontokenization' event carries: a result, or an error (the buyer left the dialog). */
interface TokenizationDetail {
  tokenResult?: TokenizeResult;
  error?: unknown;
}

/**
 * Square's ACH method answers through its 'ontokenization' event, not tokenize()'s promise: each
 * tokenize() is answered by the next event. Square gives `error` when the buyer closes the bank
 * dialog without connecting an account, which the portal reads as a cancel (no message, the form kept).
 */
export function bankMethodOf(ach: Pick<ACH, 'tokenize' | 'addEventListener'>): LoadedBank['ach'] {
  let answer: ((result: TokenizeResult) => void) | null = null;
  // An answer that came before anyone waited for it: the trip's, which Square gives as soon as it can.
  let early: TokenizeResult | null = null;
  const settle = (result: TokenizeResult) => {
    const waiting = answer;
    answer = null;
    if (waiting) waiting(result);
    else early = result;
  };
  ach.addEventListener('ontokenization' as Parameters<ACH['addEventListener']>[0], (event) => {
    const { tokenResult, error } = (event as { detail?: TokenizationDetail }).detail ?? {};
    settle(error || !tokenResult ? { status: 'Cancel' } : tokenResult);
  });
  // Back from the bank's page through the browser's back/forward cache: the trip was left, not finished.
  globalThis.addEventListener?.('pageshow', (event) => {
    if (event.persisted && answer) settle({ status: 'Cancel' });
  });
  return {
    awaitReturn: () =>
      new Promise<TokenizeResult>((resolve) => {
        const query = new URLSearchParams(location.search);
        // No trip's answer in the address (Back, or a reload with the bank's dialog open): a cancel.
        if (!query.has(OAUTH_RETURN)) return resolve(early ?? { status: 'Cancel' });
        // The trip's answer is read once: the address goes back to the page's own.
        history.replaceState(history.state, '', location.pathname);
        if (early) return resolve(early);
        answer = resolve;
      }),
    tokenize: (debit: BankDebit) =>
      new Promise<TokenizeResult>((resolve, reject) => {
        answer = resolve;
        ach
          .tokenize({
            intent: 'CHARGE',
            accountHolderName: debit.accountHolderName,
            amount: debit.amount,
            currency: 'USD',
          })
          .catch((error: unknown) => {
            answer = null;
            reject(error instanceof Error ? error : new Error('TokenizationError'));
          });
      }),
  };
}

/**
 * Loads the SDK (once for every method) and asks Square for its ACH method, with a transaction id of
 * this load's own. Where Square refuses it (the CSP blocked its script, the location takes no ACH),
 * this rejects and the bank's button never shows. An abandoned load destroys what it made and never answers.
 */
export async function loadSquareBank(input: BankLoadInput, signal: AbortSignal): Promise<LoadedBank> {
  const sdk = await loadSquarePayments(input.appId, input.locationId);
  if (signal.aborted) return neverSettles();
  // A bank whose sign-in is at its own site sends the tab there and back to this page (issue 46).
  const transactionId = input.transactionId ?? crypto.randomUUID();
  const redirectURI = `${window.location.origin}${window.location.pathname}`;
  const ach = await sdk.ach({ transactionId, redirectURI } as Parameters<typeof sdk.ach>[0]);
  const bank: LoadedBank = {
    transactionId,
    ach: bankMethodOf(ach),
    setLocale: (locale) => setSquareLocale(sdk, locale),
    destroy: () => void ach.destroy().catch(() => undefined),
  };
  if (!signal.aborted) return bank;
  bank.destroy();
  return neverSettles();
}
