import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ProviderData } from '../api/types';
import type { ProviderActor } from './providerActor';

export const ProviderActorContext = createContext<ProviderActor | null>(null);

export function useProviderActor(): ProviderActor {
  const actor = useContext(ProviderActorContext);
  if (!actor) throw new Error('ProviderActorContext is missing');
  return actor;
}

/** The loaded provider; only call below the gate that waits for it. */
export function useProvider(): ProviderData {
  const provider = useSelector(useProviderActor(), (s) => s.context.provider);
  if (!provider) throw new Error('Provider data is not loaded yet');
  return provider;
}
