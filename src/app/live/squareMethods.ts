// The one loader of Square's Web Payments SDK for its three payment methods (the card widget, the
// wallets, the bank account): Square's own loader (@square/web-sdk `payments()`) adds the script
// once and resolves window.Square; we always pass the script URL ourselves, so the demo can point it
// at the stand-in (demo-public/demo/square-standin.js). This module and Square's loader are part of
// the lazy chunk of Square's methods (./squareLive.ts): loaded with the card form, never before.
import { type Payments, payments } from '@square/web-sdk';

import { squareLocale } from './squareLanguage';
import { SQUARE_SCRIPTS } from './squareScripts';

export { SQUARE_SCRIPTS };

/**
 * The dev server and the demo build load the stand-in; a production build contains its URL only when
 * VITE_SQUARE_SCRIPT_URL names it (the browser tests' production build; the CSP allows exactly it).
 */
const STAND_IN =
  import.meta.env.VITE_SQUARE_SCRIPT_URL ?? (import.meta.env.MODE === 'production' ? null : '/demo/square-standin.js');

/** Sandbox application ids ('sandbox-sq0idb-…') use Square's sandbox script. */
export function squareScriptUrl(appId: string, standIn: string | null = STAND_IN): string {
  if (standIn) return standIn;
  return appId.startsWith('sandbox-') ? SQUARE_SCRIPTS.sandbox : SQUARE_SCRIPTS.production;
}

/**
 * Square's payments object for this application (and location: the wallets and the bank need one),
 * speaking the page's language before any method draws (issue 48). A script the CSP or the network
 * refuses rejects here, so the method that asked shows nothing.
 */
export async function loadSquarePayments(appId: string, locationId?: string): Promise<Payments> {
  const sdk = await payments(appId, locationId, { scriptSrc: squareScriptUrl(appId) });
  if (!sdk) throw new Error('Square is not available outside a browser');
  await setSquareLocale(sdk, squareLocale());
  return sdk;
}

/** The language each of Square's payments objects was last told (Square's script makes one a page). */
const told = new WeakMap<object, string>();

/**
 * Tells Square's payments a language ('es-US'), once per language: every method that shows follows
 * the page (./squareLanguage.ts). One Square refuses (FeatureDisabledError; a language it lacks is a
 * no-op) is logged by the error's name: the method still works, in the browser's language.
 */
export async function setSquareLocale(sdk: Pick<Payments, 'setLocale'>, locale: string): Promise<void> {
  if (told.get(sdk) === locale) return;
  told.set(sdk, locale);
  try {
    await sdk.setLocale(locale);
  } catch (error) {
    told.delete(sdk);
    console.info('[square] language not set:', error instanceof Error ? error.name : 'unknown error');
  }
}

/**
 * A method Square refuses here (Apple Pay outside Safari, Google Pay or the bank unsupported or
 * blocked) is no method: null, logged by the error's name only, and no button is drawn for it.
 */
export async function offeredMethod<T>(method: string, create: () => Promise<T>): Promise<T | null> {
  try {
    return await create();
  } catch (error) {
    console.info(`[${method}] not offered here:`, error instanceof Error ? error.name : 'unknown error');
    return null;
  }
}
