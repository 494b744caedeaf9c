import { expect } from 'vitest';

import type { ProviderData } from '@/api/types';
import { providerMachine } from '@machines/provider.machine';
import { NO_SUBDOMAIN_ERROR } from '@machines/rules/providerKey';

import { type Fixtures, modelTest } from './harness';

const accepting: ProviderData = {
  ProviderId: 'P1',
  ProviderKey: 'demo',
  ProviderName: 'Demo Medical Group',
  ProviderAddress1: '1 Main St',
  ProviderCity: 'Springfield',
  ProviderState: 'IL',
  ProviderZip: '62701',
  Phone: '555-0100',
  IsAcceptingPayments: true,
  IsPPA: false,
};

const fixtures = {
  loadProvider: {
    done: {
      accepting,
      closed: { ...accepting, IsAcceptingPayments: false },
      'accepting PPA': { ...accepting, IsPPA: true },
    },
    error: { network: new Error('Network Error') },
  },
  loadPpaScript: { done: { loaded: undefined }, error: { blocked: new Error('script failed to load') } },
} satisfies Fixtures<typeof providerMachine>;

modelTest('provider machine', {
  machine: providerMachine.provide({ actions: { logError: () => {} } }),
  inputs: {
    'demo.pay.localhost': { hostname: 'demo.pay.localhost' },
    'pay.localhost (no sub-domain)': { hostname: 'pay.localhost' },
  },
  // Staff-assisted sessions bring their provider: whether payments are accepted follows it.
  events: [
    { type: 'PROVIDER_REPLACED', provider: { ...accepting, ProviderName: 'Lakeside Cardiology' } },
    { type: 'PROVIDER_REPLACED', provider: { ...accepting, IsAcceptingPayments: false } },
  ],
  fixtures,
  check: (snapshot) => {
    // The rules each resting state stands for, on the real actor.
    if (snapshot.matches('noSubdomain')) expect(snapshot.context.error).toBe(NO_SUBDOMAIN_ERROR);
    if (snapshot.matches('loading')) expect(snapshot.context.key).toBe('demo');
    if (snapshot.matches('loaded')) expect(snapshot.context.provider?.ProviderKey).toBe('demo');
    if (snapshot.matches({ loaded: { payments: 'accepting' } }))
      expect(snapshot.context.provider?.IsAcceptingPayments).toBe(true);
    if (snapshot.matches({ loaded: { payments: 'closed' } }))
      expect(snapshot.context.provider?.IsAcceptingPayments).toBe(false);
    if (snapshot.matches({ loaded: { ppaScript: 'notNeeded' } })) expect(snapshot.context.provider?.IsPPA).toBe(false);
  },
});
