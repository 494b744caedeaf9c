import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, deliveryIdAt, preloadScreenAt } from './App';
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
  // The first script's evaluation, the provider's request and the first render each run in a task of
  // their own (the first two took about 200 and 80 ms at Lighthouse's 4× CPU slowdown): as one long
  // task they would hold a tap for all of that time.
  await nextTask();
  // On a delivery link, the link's check goes out beside the provider's (issue 34).
  const providerActor = startProviderActor(window.location.hostname, deliveryIdAt(window.location.pathname));
  await nextTask();
  // The first screen's code and its language's words load side by side; the first render has both.
  // The screen is asked for first: a screen with words of its own (help, account) then has them
  // fetched with the language's first words, not one round trip after them (issue 34).
  const screen = preloadScreenAt(window.location.pathname);
  const languageActor = await startLanguageActor();
  await screen;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App providerActor={providerActor} languageActor={languageActor} />
    </StrictMode>,
  );
}

/** Lets the browser handle input and paint before the next step of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void boot();
