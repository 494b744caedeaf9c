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
 * One per tab (created in main.tsx): loads the provider of this host once and keeps it; on a delivery
 * link (`deliveryId`) it checks the link beside it.
 */
export function startProviderActor(hostname = window.location.hostname, deliveryId: string | null = null) {
  const actor = createObservedActor(liveProviderMachine, { id: 'provider', input: { hostname, deliveryId } });
  actor.start();
  return actor;
}

export type ProviderActor = ReturnType<typeof startProviderActor>;
