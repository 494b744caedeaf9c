import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

import { i18n } from '@/i18n/i18n';

/**
 * The app's language layer around a component rendered on its own, as App gives it (English, from
 * tests/setup.ts, unless a test switches the language): `render(<Screen />, { wrapper: WithLanguage })`.
 */
export function WithLanguage({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
