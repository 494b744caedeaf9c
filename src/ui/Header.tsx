import type { ProviderData } from '@/api/types';

/** The provider's own logo and name, so the guarantor knows whom they are paying. */
export function Header({ provider }: { provider: ProviderData | null }) {
  return (
    <header className="site-header">
      {provider?.PathToLogo ? (
        // Sized here and in theme.css (a fixed box, object-fit: contain), so the logo never shifts the page.
        <img className="logo" src={provider.PathToLogo} alt={`${provider.ProviderName} logo`} width={240} height={56} />
      ) : null}
      {provider ? <p className="provider-name">{provider.ProviderName}</p> : null}
    </header>
  );
}
