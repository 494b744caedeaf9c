// Square's ACH method for the bank account (payments.ach(), its 'ontokenization' event and
// tokenize()) in production, the stand-in's bank dialog in the dev server and the demo build, through
// the one loader of squareMethods.ts. Part of the lazy chunk of Square's methods (./squareLive.ts).
import type { ACH } from '@square/web-sdk';

import { neverSettles } from '@/neverSettles';
import type { BankDebit, BankLoadInput, LoadedBank } from '@machines/payment/bank.machine';
import type { TokenizeResult } from '@machines/payment/squareMethod';

import { loadSquarePayments } from './squareMethods';

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
  ach.addEventListener('ontokenization' as Parameters<ACH['addEventListener']>[0], (event) => {
    const { tokenResult, error } = (event as { detail?: TokenizationDetail }).detail ?? {};
    const settle = answer;
    answer = null;
    settle?.(error || !tokenResult ? { status: 'Cancel' } : tokenResult);
  });
  return {
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
  const ach = await sdk.ach({ transactionId: crypto.randomUUID() });
  const bank: LoadedBank = {
    ach: bankMethodOf(ach),
    destroy: () => void ach.destroy().catch(() => undefined),
  };
  if (!signal.aborted) return bank;
  bank.destroy();
  return neverSettles();
}
