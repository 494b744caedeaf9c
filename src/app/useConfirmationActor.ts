import { useContext } from 'react';

import { ConfirmationActorContext } from './confirmationContext';
import { type ConfirmationActor, startConfirmationActor } from './live/confirmation';

let tabActor: ConfirmationActor | null = null;

/**
 * The confirmation actor of this tab: a flow that pays gets it in its input, /confirmation reads the
 * receipt from it. Started on first use (one per tab), unless App was given one.
 */
export function useConfirmationActor(): ConfirmationActor {
  const given = useContext(ConfirmationActorContext);
  return given ?? (tabActor ??= startConfirmationActor());
}
