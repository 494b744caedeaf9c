import { fromPromise } from 'xstate';

import { getProvider } from '@/api/calls';
import type { ProviderData } from '@/api/types';
import { config } from '@/config';
import { createObservedActor } from '@/observability/observe';
import { providerMachine } from '@machines/provider/provider.machine';

import { fromCall } from './fromCall';
import { liveValidateDelivery } from './validateDelivery';

/** The real side effects of the provider machine. */
export const liveProviderMachine = providerMachine.provide({
  actors: {
    loadProvider: fromCall((input: { ProviderKey: string }, signal) => getProvider(input, signal)),
    checkDelivery: liveValidateDelivery,
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
  return createObservedActor(liveProviderMachine, { id: 'provider', input: { hostname, deliveryId } });
}

export type ProviderActor = ReturnType<typeof createProviderActor>;
