import { createContext, useContext } from 'react';

import type { ConfirmationActor } from './live/confirmation';

/** Provided in App.tsx; read by the confirmation page and by routes whose flow pays (machine input). */
export const ConfirmationActorContext = createContext<ConfirmationActor | null>(null);

export function useConfirmationActor(): ConfirmationActor {
  const actor = useContext(ConfirmationActorContext);
  if (!actor) throw new Error('ConfirmationActorContext is missing');
  return actor;
}
