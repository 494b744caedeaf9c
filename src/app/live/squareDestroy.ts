// What the card widget, the wallets and the bank share once drawn: destroying Square's method when its
// area leaves the page (the machines' `destroyMethodOnExit`, machines/payment/squareMethodArea.ts).
import { type EventObject, fromCallback } from 'xstate';

import type { Destroyable } from '@machines/payment/squareMethodArea';

/** Runs while the method shows; stopping it destroys the method. A failed destroy is logged by name. */
export const destroyMethodOnExit = fromCallback<EventObject, { method: Destroyable }>(({ input }) => () => {
  Promise.resolve(input.method.destroy()).catch((error: unknown) => {
    console.error('[square] destroy failed:', error instanceof Error ? error.name : 'unknown error');
  });
});
