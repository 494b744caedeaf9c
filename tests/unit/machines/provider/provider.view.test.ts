// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';

import { PROVIDERS } from '@/demo/providers';
import { type ProviderContext, providerMachine } from '@machines/provider/provider.machine';
import { type ProviderView, providerView } from '@machines/provider/provider.view';

import { statePaths } from '../viewStates';

const context: ProviderContext = {
  key: 'demo',
  provider: PROVIDERS.demo!,
  error: null,
  deliveryId: null,
  deliveryCheck: null,
};
const loaded = (payments: string, ppaScript: string) => ({ loaded: { payments, ppaScript } });

const rows: [StateValue, ProviderView][] = [
  ['resolvingKey', { screen: 'loading', acceptingPayments: false }],
  ['noSubdomain', { screen: 'noSubdomain', acceptingPayments: false }],
  [{ loading: { provider: 'loading', delivery: 'checking' } }, { screen: 'loading', acceptingPayments: false }],
  [{ loading: { provider: 'done', delivery: 'deciding' } }, { screen: 'loading', acceptingPayments: false }],
  [{ loading: { provider: 'loading', delivery: 'done' } }, { screen: 'loading', acceptingPayments: false }],
  ['failed', { screen: 'maintenance', acceptingPayments: false }],
  [loaded('deciding', 'deciding'), { screen: 'routes', acceptingPayments: false }],
  [loaded('accepting', 'loading'), { screen: 'routes', acceptingPayments: true }],
  [loaded('accepting', 'loaded'), { screen: 'routes', acceptingPayments: true }],
  [loaded('accepting', 'failed'), { screen: 'routes', acceptingPayments: true }],
  [loaded('closed', 'notNeeded'), { screen: 'routes', acceptingPayments: false }],
];

const snapshotIn = (value: StateValue) => providerMachine.resolveState({ value, context });

describe('providerView', () => {
  it('has a row in every state of the machine', () => {
    const reached = statePaths(providerMachine).filter((path) =>
      rows.some(([value]) => snapshotIn(value).matches(path as never)),
    );
    expect(reached).toEqual(statePaths(providerMachine));
  });

  it.each(rows)('%o → %o', (value, view) => {
    expect(providerView(snapshotIn(value))).toEqual(view);
  });
});
