// The card widget's Square side: Square's card (or the stand-in's) attached to an element of its own.
// Part of the lazy chunk of Square's methods (./squareLive.ts), loaded when a card form first shows.
import { neverSettles } from '@/neverSettles';
import type { WidgetCard } from '@machines/payment/cardWidget.machine';

import { loadSquarePayments, setSquareLocale } from './squareMethods';
import { squareSlot } from './squareSlot';

/**
 * Loads the SDK, creates a card and attaches it to an element of its own in the container. If the
 * widget left the page meanwhile (the signal aborted), the card is never attached, or destroyed at
 * once, and its element is gone: two cards never share a container, nor does one empty another's.
 * An abandoned attach answers nothing, ever: a stopped actor's answer must not reach a restarted one
 * (a late card would be a second card; a late failure would fail the widget).
 */
export async function attachSquareCard(appId: string, container: string, signal: AbortSignal): Promise<WidgetCard> {
  // No location id: a card needs only the application id (SqId).
  const sdk = await loadSquarePayments(appId);
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
  return {
    tokenize: () => card.tokenize(),
    destroy: () => card.destroy().finally(() => slot.release()),
    setLocale: (locale) => setSquareLocale(sdk, locale),
  };
}
