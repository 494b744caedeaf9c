import type { ReactNode } from 'react';

import type { ProviderData } from '@/api/types';
import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';

/** The provider's own logo and name, so the guarantor knows whom they are paying; then the language switch. */
export function Header({ provider, children }: { provider: ProviderData | null; children?: ReactNode }) {
  const { logo } = useCopy(copy);
  return (
    <header className="site-header">
      {provider?.PathToLogo ? (
        // Sized here and in theme.css (a fixed box, object-fit: contain), so the logo never shifts the page;
        // low priority: the screen's heading, not the logo, is its largest paint, and what the screen
        // still loads goes first (Chromium would raise an image in view to high, issue 34).
        <img
          className="logo"
          src={provider.PathToLogo}
          fetchPriority="low"
          alt={logo(provider.ProviderName)}
          width={240}
          height={56}
        />
      ) : null}
      {provider ? <p className="provider-name">{provider.ProviderName}</p> : null}
      {children}
    </header>
  );
}
