// The card widget's side effects for cardWidget.machine.ts: Square's Web Payments SDK in production,
// the local stand-in (demo-public/demo/square-standin.js, same interface) in the dev server and the
// demo build. Their code (./cardWidgetSquare.ts) is in the lazy chunk of Square's methods
// (./squareLive.ts), loaded when a card form first shows.
import { fromPromise } from 'xstate';

import { cardWidgetMachine, type TokenizeResult, type WidgetCard } from '@machines/payment/cardWidget.machine';

import { destroyMethodOnExit } from './squareDestroy';
import { followPageLanguage } from './squareLanguage';

/** The actors cardWidget.machine.ts declares, backed by the SDK. */
export const squareCardActors = {
  loadMethod: fromPromise<WidgetCard, { appId: string; container: string }>(async ({ input, signal }) =>
    (await import('./squareLive')).attachSquareCard(input.appId, input.container, signal),
  ),
  tokenizeCard: fromPromise<TokenizeResult, { card: WidgetCard }>(({ input }) => input.card.tokenize()),
  destroyMethodOnExit,
  followPageLanguage,
};

/** The card widget the payment machine invokes, with Square's SDK behind it. */
export const liveCardWidgetMachine = cardWidgetMachine.provide({ actors: squareCardActors });
