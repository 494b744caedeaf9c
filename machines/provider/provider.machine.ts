import { assign, fromPromise, setup } from 'xstate';

import type { DeliveryResponse, ProviderData } from '@machines/types';

import { NO_SUBDOMAIN_ERROR, providerKeyFromHost } from './rules/providerKey';

/**
 * The delivery link's check, made beside the provider's: its answer, or null where the call failed
 * (the delivery machine treats both as it treats its own check's, docs/decisions.md).
 */
export interface EarlyDeliveryCheck {
  deliveryId: string;
  answer: DeliveryResponse | null;
}

export interface ProviderInput {
  hostname: string;
  /** The page opened on a delivery link `/d/{id}`: its id, checked beside the provider (issue 34). */
  deliveryId?: string | null;
}

export interface ProviderContext {
  key: string;
  provider: ProviderData | null;
  error: string | null;
  deliveryId: string | null;
  /** Set once the delivery link's check has answered (or failed). */
  deliveryCheck: EarlyDeliveryCheck | null;
}

/**
 * A staff-assisted session (single sign-on) brings its own provider: it becomes the current
 * provider data, so logo, name, footer and phone follow it (spec section 3, single sign-on response).
 */
export type ProviderEvent = { type: 'PROVIDER_REPLACED'; provider: ProviderData };

/**
 * Loads the provider once for the whole app and keeps it. A failed fetch is logged and leads to the
 * maintenance page (the spec leaves the request hanging; we tell the user instead). On a delivery
 * link the delivery id's check (ValidateDelivery, which needs nothing of the provider) goes out beside
 * the provider's call, not one round trip after it, and the routes show once both have answered: the
 * delivery machine takes that answer instead of asking again (issue 34).
 */
export const providerMachine = setup({
  types: {
    context: {} as ProviderContext,
    events: {} as ProviderEvent,
    input: {} as ProviderInput,
  },
  actors: {
    loadProvider: fromPromise<ProviderData, { ProviderKey: string }>(() => {
      throw new Error('loadProvider not provided');
    }),
    checkDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(() => {
      throw new Error('checkDelivery not provided');
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
    hasDeliveryId: ({ context }) => context.deliveryId !== null,
    isAcceptingPayments: ({ context }) => context.provider?.IsAcceptingPayments === true,
    isPPA: ({ context }) => context.provider?.IsPPA === true,
  },
}).createMachine({
  id: 'provider',
  context: ({ input }) => ({
    key: providerKeyFromHost(input.hostname),
    provider: null,
    error: null,
    deliveryId: input.deliveryId ?? null,
    deliveryCheck: null,
  }),
  initial: 'resolvingKey',
  states: {
    resolvingKey: {
      always: [{ guard: 'hasKey', target: 'loading' }, { target: 'noSubdomain' }],
    },
    noSubdomain: {
      entry: assign({ error: NO_SUBDOMAIN_ERROR }),
    },
    loading: {
      type: 'parallel',
      onDone: 'loaded',
      states: {
        provider: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadProvider',
                src: 'loadProvider',
                input: ({ context }) => ({ ProviderKey: context.key }),
                onDone: { target: 'done', actions: assign({ provider: ({ event }) => event.output }) },
                onError: {
                  target: '#provider.failed',
                  actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        delivery: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasDeliveryId', target: 'checking' }, { target: 'done' }] },
            checking: {
              invoke: {
                id: 'checkDelivery',
                src: 'checkDelivery',
                input: ({ context }) => ({ deliveryId: context.deliveryId! }),
                onDone: {
                  target: 'done',
                  actions: assign({
                    deliveryCheck: ({ context, event }) => ({ deliveryId: context.deliveryId!, answer: event.output }),
                  }),
                },
                onError: {
                  target: 'done',
                  actions: assign({
                    deliveryCheck: ({ context }) => ({ deliveryId: context.deliveryId!, answer: null }),
                  }),
                },
              },
            },
            done: { type: 'final' },
          },
        },
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
