import { createContext, useContext } from 'react';

import type { ProviderData } from '@/api/types';

/**
 * The loaded provider's data (name, logo, phone, labels) for every screen below the shell, which
 * provides it once the provider actor has loaded it.
 */
export const ProviderDataContext = createContext<ProviderData | null>(null);

/** The loaded provider; only call below the gate that waits for it. */
export function useProvider(): ProviderData {
  const provider = useContext(ProviderDataContext);
  if (!provider) throw new Error('Provider data is not loaded yet');
  return provider;
}
