import { render, screen } from '@testing-library/react';

import { App } from '@/App';
import { startConfirmationActor } from '@/app/live/confirmation';
import { createProviderActor } from '@/app/live/provider';

/**
 * The whole app at `path` on a provider host, with the real actors and the demo backend (msw/node
 * from tests/setup.ts): the component-level twin of the browser tests.
 */
export function renderApp(path: string, hostname = 'demo.pay.localhost') {
  window.history.replaceState(null, '', path);
  const providerActor = createProviderActor(hostname).start();
  const confirmationActor = startConfirmationActor();
  const view = render(<App providerActor={providerActor} confirmationActor={confirmationActor} />);
  return { ...view, providerActor, confirmationActor };
}

/** Waits for the provider to load and the route's first heading (findBy's limit: tests/setup.ts). */
export async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
