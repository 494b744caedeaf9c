import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App, preloadScreenAt } from './App';
import type { LanguageActor } from './app/live/language';
import type { ProviderActor } from './app/live/provider';

/**
 * React and the app: main.tsx imports this beside the page's first calls (index.html preloads it),
 * so its download does not hold them back (issue 34), and draws the first render once the calls'
 * actors are started and the first screen's code and words are there.
 */
export async function renderApp(providerActor: ProviderActor, languageActor: LanguageActor): Promise<void> {
  await preloadScreenAt(window.location.pathname);
  // Loaded before the first render, so the banner is there at first paint and never pushes the page
  // down; a production build drops the import.
  const demoBanner = import.meta.env.MODE !== 'production' ? (await import('./demo/DemoBanner')).default : null;
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App providerActor={providerActor} languageActor={languageActor} demoBanner={demoBanner} />
      </StrictMode>,
    ),
  );
}
