import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { startConfirmationActor } from './app/live/confirmation';
import { startProviderActor } from './app/live/provider';
import { config } from './config';
import { startTraceSending } from './observability/send';

async function boot() {
  // The demo backend (msw) and the inspector exist only outside production; Vite drops this branch
  // from a production build (scripts/check-prod-build.mjs verifies it).
  if (import.meta.env.MODE !== 'production') {
    const { startDemoBackend } = await import('./demo/browser');
    await startDemoBackend();
  }
  startTraceSending(config.traceUrl);
  const providerActor = startProviderActor();
  const confirmationActor = startConfirmationActor();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App providerActor={providerActor} confirmationActor={confirmationActor} />
    </StrictMode>,
  );
}

void boot();
