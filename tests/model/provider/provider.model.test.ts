// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import type { ProviderData } from '@/api/types';
import { providerMachine } from '@machines/provider/provider.machine';
import { NO_SUBDOMAIN_ERROR } from '@machines/provider/rules/providerKey';

import { done, failed, type Fixtures, modelTest } from '../harness';

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
  checkDelivery: {
    done: { found: { DeliveryId: 'D1001', GuarantorId: 'G1', IsSuccess: true } },
    error: { network: new Error('Network Error') },
  },
  loadPpaScript: { done: { loaded: undefined }, error: { blocked: new Error('script failed to load') } },
} satisfies Fixtures<typeof providerMachine>;

const demoHost = { hostname: 'demo.pay.localhost' };
const deliveryLink = { hostname: 'demo.pay.localhost', deliveryId: 'D1001' };

modelTest('provider machine', {
  machine: providerMachine.provide({ actions: { logError: () => {} } }),
  inputs: {
    'demo.pay.localhost': demoHost,
    'a delivery link on demo.pay.localhost': deliveryLink,
    'pay.localhost (no sub-domain)': { hostname: 'pay.localhost' },
  },
  // Staff-assisted sessions bring their provider: whether payments are accepted follows it.
  events: {
    PROVIDER_REPLACED: [
      { type: 'PROVIDER_REPLACED', provider: { ...accepting, ProviderName: 'Lakeside Cardiology' } },
      { type: 'PROVIDER_REPLACED', provider: { ...accepting, IsAcceptingPayments: false } },
    ],
  },
  fixtures,
  // The rules each resting state stands for, on the real actor.
  states: {
    noSubdomain: ({ context }) => expect(context.error).toBe(NO_SUBDOMAIN_ERROR),
    loading: ({ context }) => expect(context.key).toBe('demo'),
    // The routes show once both calls have answered: on a delivery link, its check is there.
    loaded: ({ context }) => {
      expect(context.provider?.ProviderKey).toBe('demo');
      expect(context.deliveryCheck?.deliveryId ?? null).toBe(context.deliveryId);
    },
    // Without a delivery link, nothing but the provider is asked.
    'loading.delivery.checking': ({ context }) => expect(context.deliveryId).not.toBeNull(),
    'loaded.payments.accepting': ({ context }) => expect(context.provider?.IsAcceptingPayments).toBe(true),
    'loaded.payments.closed': ({ context }) => expect(context.provider?.IsAcceptingPayments).toBe(false),
    'loaded.ppaScript.notNeeded': ({ context }) => expect(context.provider?.IsPPA).toBe(false),
  },
  journeys: [
    {
      name: 'a host without a sub-domain names no provider',
      input: { hostname: 'pay.localhost' },
      events: [],
      expect: 'noSubdomain',
    },
    {
      name: 'a provider accepting payments, without the PPA script',
      input: demoHost,
      events: [done('loadProvider', 'accepting')],
      expect: { loaded: { payments: 'accepting', ppaScript: 'notNeeded' } },
    },
    {
      name: 'a closed provider',
      input: demoHost,
      events: [done('loadProvider', 'closed')],
      expect: { loaded: { payments: 'closed', ppaScript: 'notNeeded' } },
    },
    {
      name: 'a PPA provider loads its script; a blocked script does not stop payments',
      input: demoHost,
      events: [done('loadProvider', 'accepting PPA'), failed('loadPpaScript', 'blocked')],
      expect: { loaded: { payments: 'accepting', ppaScript: 'failed' } },
    },
    {
      name: 'a PPA script that loads',
      input: demoHost,
      events: [done('loadProvider', 'accepting PPA'), done('loadPpaScript', 'loaded')],
      expect: { loaded: { payments: 'accepting', ppaScript: 'loaded' } },
    },
    {
      name: "a delivery link's check goes out beside the provider's call; the routes wait for both",
      input: deliveryLink,
      events: [done('loadProvider', 'accepting')],
      expect: { loading: { provider: 'done', delivery: 'checking' } },
    },
    {
      name: 'a delivery link whose check answered shows the routes with its answer',
      input: deliveryLink,
      events: [done('checkDelivery', 'found'), done('loadProvider', 'accepting')],
      expect: { loaded: { payments: 'accepting', ppaScript: 'notNeeded' } },
    },
    {
      name: 'a delivery check that failed still shows the routes: the link is then invalid',
      input: deliveryLink,
      events: [done('loadProvider', 'accepting'), failed('checkDelivery', 'network')],
      expect: { loaded: { payments: 'accepting', ppaScript: 'notNeeded' } },
    },
    {
      name: 'a provider that cannot be loaded is the maintenance page, whatever the link',
      input: deliveryLink,
      events: [done('checkDelivery', 'found'), failed('loadProvider', 'network')],
      expect: 'failed',
    },
    {
      name: 'a provider that cannot be loaded',
      input: demoHost,
      events: [failed('loadProvider', 'network')],
      expect: 'failed',
    },
    {
      name: 'a staff-assisted session brings a closed provider',
      input: demoHost,
      events: [
        done('loadProvider', 'accepting'),
        { type: 'PROVIDER_REPLACED', provider: { ...accepting, IsAcceptingPayments: false } },
      ],
      expect: { loaded: { payments: 'closed', ppaScript: 'notNeeded' } },
    },
  ],
});
