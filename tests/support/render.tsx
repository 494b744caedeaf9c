import { I18nProvider } from '@lingui/react';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

import { i18n } from '@/i18n/i18n';

/**
 * Testing Library's render inside the page's I18nProvider (as App renders screens), so a screen
 * rendered alone speaks the active language and draws again when a test switches it.
 */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  const Inner = options.wrapper ?? (({ children }: { children: ReactNode }) => children);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <Inner>{children}</Inner>
    </I18nProvider>
  );
  return renderInDom(ui, { ...options, wrapper });
}
