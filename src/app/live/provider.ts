import { fromPromise } from 'xstate';

import { getProvider } from '@/api/calls';
import type { ProviderData } from '@/api/types';
import { config } from '@/config';
import { loadScript } from '@/loadScript';
import { createObservedActor } from '@/observability/observe';
import { providerMachine } from '@machines/provider/provider.machine';

import { fromCall } from './fromCall';

/** The real side effects of the provider machine. */
export const liveProviderMachine = providerMachine.provide({
  actors: {
    loadProvider: fromCall((input: { ProviderKey: string }, signal) => getProvider(input, signal)),
    loadPpaScript: fromPromise<void, { provider: ProviderData }>(() => loadScript(config.ppaScriptUrl)),
  },
});

/** One per tab (created in main.tsx): loads the provider of this host once and keeps it. */
export function startProviderActor(hostname = window.location.hostname) {
  const actor = createObservedActor(liveProviderMachine, { id: 'provider', input: { hostname } });
  actor.start();
  return actor;
}

export type ProviderActor = ReturnType<typeof startProviderActor>;
