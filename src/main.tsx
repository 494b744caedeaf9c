import './styles.css';

import { startLanguageActor } from './app/live/language';
import { createProviderActor } from './app/live/provider';
import { deliveryIdAt, loadScreenAt } from './app/screenLoaders';
import { config } from './config';
import { nextTask } from './nextTask';
import { loadTraceSender, startTraceSending } from './observability/sendStart';

// The page's entry holds what starts its first calls, and not React: the provider's call (and on a
// delivery link, the link's check), the first screen's code and the language's words go out as soon
// as this small module has run, while React and the app (./render.tsx, preloaded by index.html)
// still arrive. The build puts it inside index.html (scripts/build/vite-inline-entry.ts): it runs once the
// page has arrived, with no round trip for a file of its own (issue 34).
async function boot() {
  // The demo page code exists only outside production; Vite drops this branch from a production
  // build (scripts/check/check-prod-build.mjs verifies it). The demo API itself is a server.
  if (import.meta.env.MODE !== 'production') {
    const { startDemoPage } = await import('./demo/browser');
    await startDemoPage();
  }
  startTraceSending(config.traceUrl);
  const { hostname, pathname } = window.location;
  // This script's evaluation, the screen's code, the first calls' start, the language's and the first
  // render each run in a task of their own (as one long task they would hold a tap for all of that time).
  await nextTask();
  // The screen's code first, a task before the provider's call: on a phone's line its files (a connection
  // each) arrive later than the call's answer, so they gain the most by leaving early. Before the
  // language too: a screen with words of its own (help, account) has them fetched with the first words.
  void loadScreenAt(pathname); // render.tsx waits for it before the first render
  await nextTask();
  const app = import('./render');
  // Made in one task and started in the next, and its calls leave in tasks of their own after that
  // (src/app/live/provider.ts): in one task they passed 50 ms on a phone 4× slower (Lighthouse's
  // simulation), where a task holds a tap back (issue 34).
  const providerActor = createProviderActor(hostname, deliveryIdAt(pathname));
  await nextTask();
  providerActor.start();
  await nextTask();
  const languageActor = await startLanguageActor();
  const { renderApp } = await app;
  await nextTask();
  await renderApp(providerActor, languageActor);
  // The trace's sender after the first render: until then, leaving beacons the few entries as one batch.
  void loadTraceSender();
}

void boot();
