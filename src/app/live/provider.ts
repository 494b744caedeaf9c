import { fromPromise } from 'xstate';

import { getProvider } from '@/api/calls';
import type { ProviderData } from '@/api/types';
import { config } from '@/config';
import { nextTask } from '@/nextTask';
import { createObservedActor } from '@/observability/observe';
import { providerMachine } from '@machines/provider/provider.machine';

import { fromCall } from './fromCall';
import { checkDelivery } from './validateDelivery';

/** `call`, started in a task of its own (the client then sends it a task later, src/api/client.ts). */
function inItsOwnTask<TInput, TOutput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return async (input: TInput, signal: AbortSignal) => {
    await nextTask();
    return call(input, signal);
  };
}

/**
 * The provider machine with its real side effects, made with its actor (not when the page's entry
 * runs: a machine's making walks all its states, in the entry's first task otherwise). Its two calls
 * are the page's first: each is built in a task of its own, after the one that starts the machine,
 * and sent in the next (the three together passed 50 ms on a phone 4× slower, where a task that long
 * holds a tap back: issue 34).
 */
const liveProviderMachine = () =>
  providerMachine.provide({
    actors: {
      loadProvider: fromCall(inItsOwnTask((input: { ProviderKey: string }, signal) => getProvider(input, signal))),
      checkDelivery: fromCall(inItsOwnTask(checkDelivery)),
      // Only a PPA provider needs the script loader: it is not on every page's first render (issue 34).
      loadPpaScript: fromPromise<void, { provider: ProviderData }>(async () =>
        (await import('@/loadScript')).loadScript(config.ppaScriptUrl),
      ),
    },
  });

/**
 * One per tab (made in main.tsx, which starts it a task later): once started, loads the provider of
 * this host once and keeps it; on a delivery link (`deliveryId`) it checks the link beside it.
 */
export function createProviderActor(hostname = window.location.hostname, deliveryId: string | null = null) {
  return createObservedActor(liveProviderMachine(), { id: 'provider', input: { hostname, deliveryId } });
}

export type ProviderActor = ReturnType<typeof createProviderActor>;
