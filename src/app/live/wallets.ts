// The wallets' side effects for wallets.machine.ts: Square's Web Payments SDK (payments(appId,
// locationId), paymentRequest, googlePay, applePay) in production, the local stand-in (same
// interface) in the dev server and the demo build. Their code (./walletsSquare.ts) is in the lazy
// chunk of Square's methods (./squareLive.ts), loaded with the card form, never before.
import { fromPromise } from 'xstate';

import type { TokenizeResult } from '@machines/payment/squareMethod';
import {
  type LoadedWallets,
  type WalletMethod,
  type WalletsLoadInput,
  walletsMachine,
} from '@machines/payment/wallets.machine';
import { amountToText, parseAmount } from '@machines/rules/money';

import { destroyMethodOnExit } from './squareDestroy';
import { followPageLanguage } from './squareLanguage';

/** Square wants the total as '245.50'; an amount still being typed keeps the last good one. */
export function squareTotal(amount: string): string | null {
  const value = parseAmount(amount);
  return value !== null && value > 0 ? amountToText(value) : null;
}

/** The actors wallets.machine.ts declares, backed by the SDK. */
export const squareWalletActors = {
  loadMethod: fromPromise<LoadedWallets, WalletsLoadInput>(async ({ input, signal }) =>
    (await import('./squareLive')).loadSquareWallets(input, signal, squareTotal),
  ),
  tokenizeWallet: fromPromise<TokenizeResult, { wallet: WalletMethod }>(({ input }) => input.wallet.tokenize()),
  destroyMethodOnExit,
  followPageLanguage,
};

/** The wallets the payment machine invokes, with Square's SDK behind them. */
export const liveWalletsMachine = walletsMachine.provide({ actors: squareWalletActors });
