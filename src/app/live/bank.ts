// The bank account's side effects for bank.machine.ts: Square's ACH method. Its code (./bankSquare.ts)
// is in the lazy chunk of Square's methods (./squareLive.ts), loaded with the card form, never before.
import { fromPromise } from 'xstate';

import { type BankDebit, type BankLoadInput, bankMachine, type LoadedBank } from '@machines/payment/bank.machine';
import type { TokenizeResult } from '@machines/payment/squareMethod';

import { destroyMethodOnExit } from './squareDestroy';
import { followPageLanguage } from './squareLanguage';

/** The actors bank.machine.ts declares, backed by the SDK. */
export const squareBankActors = {
  loadMethod: fromPromise<LoadedBank, BankLoadInput>(async ({ input, signal }) =>
    (await import('./squareLive')).loadSquareBank(input, signal),
  ),
  tokenizeBank: fromPromise<TokenizeResult, { ach: LoadedBank['ach']; debit: BankDebit }>(({ input }) =>
    input.ach.tokenize(input.debit),
  ),
  awaitBankReturn: fromPromise<TokenizeResult, { ach: LoadedBank['ach'] }>(({ input }) => input.ach.awaitReturn()),
  destroyMethodOnExit,
  followPageLanguage,
};

/** The bank the payment machine invokes, with Square's SDK behind it. */
export const liveBankMachine = bankMachine.provide({ actors: squareBankActors });
