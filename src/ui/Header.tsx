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
        // Sized here and in theme.css (a fixed box, object-fit: contain), so the logo never shifts the page.
        <img className="logo" src={provider.PathToLogo} alt={logo(provider.ProviderName)} width={240} height={56} />
      ) : null}
      {provider ? <p className="provider-name">{provider.ProviderName}</p> : null}
      {children}
    </header>
  );
}
