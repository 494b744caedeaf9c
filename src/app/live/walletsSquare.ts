// The wallets' Square side: the payment request, Google Pay's button, Apple Pay where the browser has
// it. Part of the lazy chunk of Square's methods (./squareLive.ts), loaded when a card form first shows.
import { neverSettles } from '@/neverSettles';
import type { LoadedWallets, WalletsLoadInput } from '@machines/payment/wallets.machine';

import { loadSquarePayments, offeredMethod, setSquareLocale } from './squareMethods';
import { squareSlot } from './squareSlot';

/** The amount field as Square's total ('245.50'), or null while it is not yet a positive amount. */
export type ToTotal = (amount: string) => string | null;

/** The payment request (issue 24): US, USD, the amount field's total, labelled with the provider's name. */
function walletRequestOptions(total: string | null, label: string) {
  return { countryCode: 'US', currencyCode: 'USD', total: { amount: total ?? '0.00', label } };
}

/**
 * Loads the SDK, builds the request, attaches Google Pay's button to an element of this load's own
 * in the container and asks for Apple Pay. An abandoned load (the container remounted or left, the
 * signal aborted) destroys what it made and never answers: its element is already gone, so it
 * cannot empty the container of the load that replaced it. `squareTotal` (./wallets.ts) turns the
 * amount field into Square's total: the money rules stay out of this lazy chunk.
 */
export async function loadSquareWallets(
  input: WalletsLoadInput,
  signal: AbortSignal,
  squareTotal: ToTotal,
): Promise<LoadedWallets> {
  const sdk = await loadSquarePayments(input.appId, input.locationId);
  if (signal.aborted) return neverSettles();
  const slot = squareSlot(input.container, signal);
  const request = sdk.paymentRequest(walletRequestOptions(squareTotal(input.total), input.label));
  const googlePay = await offeredMethod('wallets', async () => {
    const wallet = await sdk.googlePay(request);
    await wallet.attach(slot.element, { buttonColor: 'black', buttonSizeMode: 'fill', buttonType: 'long' });
    return wallet;
  });
  const applePay = await offeredMethod('wallets', () => sdk.applePay(request));
  const wallets: LoadedWallets = {
    googlePay,
    applePay,
    setTotal: (amount) => {
      const total = squareTotal(amount);
      if (total) request.update({ total: { amount: total, label: input.label } });
    },
    setLocale: (locale) => setSquareLocale(sdk, locale),
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
