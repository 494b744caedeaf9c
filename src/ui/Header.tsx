import type { ProviderData } from '@/api/types';

/** The provider's own logo and name, so the guarantor knows whom they are paying. */
export function Header({ provider }: { provider: ProviderData | null }) {
  return (
    <header className="site-header">
      {provider?.PathToLogo ? (
        <img className="logo" src={provider.PathToLogo} alt={`${provider.ProviderName} logo`} />
      ) : null}
      {provider ? <p className="provider-name">{provider.ProviderName}</p> : null}
    </header>
  );
}
