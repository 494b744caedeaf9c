import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

import { i18n } from '@/i18n/i18n';

/**
 * The page's language around a rendered component, as App gives it: screens read their words
 * through useLingui. English unless a test activates another language (tests/setup.ts).
 */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
