// The support console's entry (npm run build:support → dist-support/): support's trace replay and the
// machines' diagrams, for a staff-only origin. It shares machines/, src/observability and the screens
// it draws with the portal, and holds no guarantor route, no demo backend and no inspector
// (scripts/check/check-support-build.mjs verifies the build; the lint's layer rule keeps the imports apart).
import '../styles.css';
import './console.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { activateLanguage } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@machines/session/rules/language';

import { ConsoleApp } from './ConsoleApp';

async function boot() {
  // The console's own words are English (a staff tool); the shared pieces it draws read the catalogue.
  await activateLanguage(SOURCE_LOCALE);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

void boot();
