import type { SnapshotFrom } from 'xstate';

import type { providerMachine } from './provider.machine';

type ProviderSnapshot = SnapshotFrom<typeof providerMachine>;

/** What the shell shows in its main area. */
export type ShellScreen = 'loading' | 'noSubdomain' | 'maintenance' | 'routes';

export interface ProviderView {
  screen: ShellScreen;
  /** Known once loaded: the payment routes redirect to msg/not-accepting-payments when false. */
  acceptingPayments: boolean;
}

/** What the app shell needs to know of the provider machine's state (compare with shallowEqual). */
export function providerView(snapshot: ProviderSnapshot): ProviderView {
  const acceptingPayments = snapshot.matches({ loaded: { payments: 'accepting' } });
  if (snapshot.matches('noSubdomain')) return { screen: 'noSubdomain', acceptingPayments };
  if (snapshot.matches('failed')) return { screen: 'maintenance', acceptingPayments };
  if (snapshot.matches('loaded')) return { screen: 'routes', acceptingPayments };
  return { screen: 'loading', acceptingPayments }; // resolvingKey, loading
}
