// The card widget's side effects for cardWidget.machine.ts: Square's Web Payments SDK in production,
// the local stand-in (demo-public/demo/square-standin.js, same interface) in the dev server and the
// demo build. Square's own loader (@square/web-sdk `payments()`) adds the script once and resolves
// window.Square; we always pass the script URL ourselves, so the demo can point it at the stand-in.
import { type EventObject, fromCallback, fromPromise } from 'xstate';

import { neverSettles } from '@/neverSettles';
import { cardWidgetMachine, type TokenizeResult, type WidgetCard } from '@machines/payment/cardWidget.machine';

import { SQUARE_SCRIPTS } from './squareScripts';
import { squareSlot } from './squareSlot';

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
 * Loads the SDK, creates a card and attaches it to an element of its own in the container. If the
 * widget left the page meanwhile (the signal aborted), the card is never attached, or destroyed at
 * once, and its element is gone: two cards never share a container, nor does one empty another's.
 * An abandoned attach answers nothing, ever: a stopped actor's answer must not reach a restarted one
 * (a late card would be a second card; a late failure would fail the widget).
 */
export async function attachSquareCard(appId: string, container: string, signal: AbortSignal): Promise<WidgetCard> {
  // Loaded when a card form first shows: it stays off the delivery link's first screen (size budget).
  const { payments } = await import('@square/web-sdk');
  // No location id: the provider record carries only the application id (SqId).
  const sdk = await payments(appId, undefined, { scriptSrc: squareScriptUrl(appId) });
  if (!sdk) throw new Error('Square is not available outside a browser');
  if (signal.aborted) return neverSettles();
  const card = await sdk.card();
  if (signal.aborted) return neverSettles();
  const slot = squareSlot(container, signal);
  try {
    await card.attach(slot.element);
  } catch (error) {
    slot.release();
    throw error;
  }
  if (signal.aborted) {
    await card.destroy();
    return neverSettles();
  }
  return { tokenize: () => card.tokenize(), destroy: () => card.destroy().finally(() => slot.release()) };
}

/** The actors cardWidget.machine.ts declares, backed by the SDK. */
export const squareCardActors = {
  attachCard: fromPromise<WidgetCard, { appId: string; container: string }>(({ input, signal }) =>
    attachSquareCard(input.appId, input.container, signal),
  ),
  tokenizeCard: fromPromise<TokenizeResult, { card: WidgetCard }>(({ input }) => input.card.tokenize()),
  destroyCardOnExit: fromCallback<EventObject, { card: WidgetCard }>(({ input }) => () => {
    input.card.destroy().catch((error: unknown) => {
      console.error('[card widget] destroy failed:', error instanceof Error ? error.name : 'unknown error');
    });
  }),
};

/** The card widget the payment machine invokes, with Square's SDK behind it. */
export const liveCardWidgetMachine = cardWidgetMachine.provide({ actors: squareCardActors });
