// The wallets' side effects for wallets.machine.ts: Square's Web Payments SDK (payments(appId,
// locationId), paymentRequest, googlePay, applePay) in production, the local stand-in (same
// interface) in the dev server and the demo build. Loaded with the card form, never before.
import { type EventObject, fromCallback, fromPromise } from 'xstate';

import { neverSettles } from '@/neverSettles';
import type { TokenizeResult } from '@machines/payment/cardWidget.machine';
import {
  type LoadedWallets,
  type WalletMethod,
  type WalletsLoadInput,
  walletsMachine,
} from '@machines/payment/wallets.machine';
import { amountToText, parseAmount } from '@machines/rules/money';

import { squareScriptUrl } from './cardWidget';
import { squareSlot } from './squareSlot';

/** Square wants the total as '245.50'; an amount still being typed keeps the last good one. */
export function squareTotal(amount: string): string | null {
  const value = parseAmount(amount);
  return value !== null && value > 0 ? amountToText(value) : null;
}

/** The payment request (issue 24): US, USD, the amount field's total, labelled with the provider's name. */
export function walletRequestOptions(total: string, label: string) {
  return { countryCode: 'US', currencyCode: 'USD', total: { amount: squareTotal(total) ?? '0.00', label } };
}

/** A wallet the SDK refuses (Apple Pay outside Safari, Google Pay unsupported) is no wallet: null. */
async function offered<T>(create: () => Promise<T>): Promise<T | null> {
  try {
    return await create();
  } catch (error) {
    console.info('[wallets] not offered here:', error instanceof Error ? error.name : 'unknown error');
    return null;
  }
}

/**
 * Loads the SDK, builds the request, attaches Google Pay's button to an element of this load's own
 * in the container and asks for Apple Pay. An abandoned load (the container remounted or left, the
 * signal aborted) destroys what it made and never answers: its element is already gone, so it
 * cannot empty the container of the load that replaced it.
 */
export async function loadSquareWallets(input: WalletsLoadInput, signal: AbortSignal): Promise<LoadedWallets> {
  const { payments } = await import('@square/web-sdk');
  const sdk = await payments(input.appId, input.locationId, { scriptSrc: squareScriptUrl(input.appId) });
  if (!sdk) throw new Error('Square is not available outside a browser');
  if (signal.aborted) return neverSettles();
  const slot = squareSlot(input.container, signal);
  const request = sdk.paymentRequest(walletRequestOptions(input.total, input.label));
  const googlePay = await offered(async () => {
    const wallet = await sdk.googlePay(request);
    await wallet.attach(slot.element, { buttonColor: 'black', buttonSizeMode: 'fill', buttonType: 'long' });
    return wallet;
  });
  const applePay = await offered(() => sdk.applePay(request));
  const wallets: LoadedWallets = {
    googlePay,
    applePay,
    setTotal: (amount) => {
      const total = squareTotal(amount);
      if (total) request.update({ total: { amount: total, label: input.label } });
    },
    destroy: () => {
      void googlePay?.destroy().catch(() => undefined);
      void applePay?.destroy().catch(() => undefined);
      slot.release();
    },
  };
  if (!signal.aborted) return wallets;
  wallets.destroy();
  return neverSettles();
}

/** The actors wallets.machine.ts declares, backed by the SDK. */
export const squareWalletActors = {
  loadWallets: fromPromise<LoadedWallets, WalletsLoadInput>(({ input, signal }) => loadSquareWallets(input, signal)),
  tokenizeWallet: fromPromise<TokenizeResult, { wallet: WalletMethod }>(({ input }) => input.wallet.tokenize()),
  destroyWalletsOnExit: fromCallback<EventObject, { wallets: LoadedWallets }>(({ input }) => () => {
    input.wallets.destroy();
  }),
};

/** The wallets the payment machine invokes, with Square's SDK behind them. */
export const liveWalletsMachine = walletsMachine.provide({ actors: squareWalletActors });
