import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadScreenAt } from './App';
import { startLanguageActor } from './app/live/language';
import { startProviderActor } from './app/live/provider';
import { config } from './config';
import { startTraceSending } from './observability/send';

async function boot() {
  // The demo page code exists only outside production; Vite drops this branch from a production
  // build (scripts/check-prod-build.mjs verifies it). The demo API itself is a server.
  if (import.meta.env.MODE !== 'production') {
    const { startDemoPage } = await import('./demo/browser');
    await startDemoPage();
  }
  startTraceSending(config.traceUrl);
  const providerActor = startProviderActor();
  // The first screen's code and its language's words load side by side; the first render has both.
  const [languageActor] = await Promise.all([startLanguageActor(), preloadScreenAt(window.location.pathname)]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App providerActor={providerActor} languageActor={languageActor} />
    </StrictMode>,
  );
}

void boot();
