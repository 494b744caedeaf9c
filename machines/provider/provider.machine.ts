import { assign, fromPromise, setup } from 'xstate';

import type { ProviderData } from '@machines/types';

import { NO_SUBDOMAIN_ERROR, providerKeyFromHost } from './rules/providerKey';

export interface ProviderContext {
  key: string;
  provider: ProviderData | null;
  error: string | null;
}

/**
 * A staff-assisted session (single sign-on) brings its own provider: it becomes the current
 * provider data, so logo, name, footer and phone follow it (spec section 3, single sign-on response).
 */
export type ProviderEvent = { type: 'PROVIDER_REPLACED'; provider: ProviderData };

/**
 * Loads the provider once for the whole app and keeps it. A failed fetch is logged and leads to the
 * maintenance page (the spec leaves the request hanging; we tell the user instead).
 */
export const providerMachine = setup({
  types: {
    context: {} as ProviderContext,
    events: {} as ProviderEvent,
    input: {} as { hostname: string },
  },
  actors: {
    loadProvider: fromPromise<ProviderData, { ProviderKey: string }>(() => {
      throw new Error('loadProvider not provided');
    }),
    loadPpaScript: fromPromise<void, { provider: ProviderData }>(() => {
      throw new Error('loadPpaScript not provided');
    }),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('[provider]', params.error);
    },
  },
  guards: {
    hasKey: ({ context }) => context.key !== '',
    isAcceptingPayments: ({ context }) => context.provider?.IsAcceptingPayments === true,
    isPPA: ({ context }) => context.provider?.IsPPA === true,
  },
}).createMachine({
  id: 'provider',
  context: ({ input }) => ({ key: providerKeyFromHost(input.hostname), provider: null, error: null }),
  initial: 'resolvingKey',
  states: {
    resolvingKey: {
      always: [{ guard: 'hasKey', target: 'loading' }, { target: 'noSubdomain' }],
    },
    noSubdomain: {
      entry: assign({ error: NO_SUBDOMAIN_ERROR }),
    },
    loading: {
      invoke: {
        id: 'loadProvider',
        src: 'loadProvider',
        input: ({ context }) => ({ ProviderKey: context.key }),
        onDone: { target: 'loaded', actions: assign({ provider: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {},
    loaded: {
      type: 'parallel',
      on: {
        // Re-entered: whether payments are accepted and the PPA script follow the new provider.
        PROVIDER_REPLACED: {
          target: 'loaded',
          reenter: true,
          actions: assign({ provider: ({ event }) => event.provider }),
        },
      },
      states: {
        payments: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isAcceptingPayments', target: 'accepting' }, { target: 'closed' }] },
            accepting: {},
            closed: {},
          },
        },
        ppaScript: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isPPA', target: 'loading' }, { target: 'notNeeded' }] },
            loading: {
              invoke: {
                id: 'loadPpaScript',
                src: 'loadPpaScript',
                input: ({ context }) => ({ provider: context.provider! }),
                onDone: 'loaded',
                onError: {
                  target: 'failed',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: {},
            failed: {},
            notNeeded: {},
          },
        },
      },
    },
  },
});
