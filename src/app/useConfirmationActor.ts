import { use, useContext } from 'react';
import type { Snapshot } from 'xstate';

import { ConfirmationActorContext } from './confirmationContext';
import { keptBy, type RestoreCode, restoringFor } from './keep/useKeptActorRef';
import {
  type ConfirmationActor,
  confirmationInput,
  createConfirmationActor,
  liveConfirmationMachine,
} from './live/confirmation';

let tabActor: ConfirmationActor | null = null;

/** The tab keeps its confirmation actor like a flow (issue 46): an autopay offer open on a reload comes back. */
const KEEPING = { place: 'confirmation:/confirmation' };

/**
 * The confirmation actor of this tab: a flow that pays gets it in its input, /confirmation reads the
 * receipt from it. Started on first use (one per tab), from what the tab kept if anything, unless App
 * was given one.
 */
export function useConfirmationActor(): ConfirmationActor {
  const given = useContext(ConfirmationActorContext);
  const restoring = given || tabActor ? null : restoringFor(KEEPING.place);
  const restore = restoring ? use(restoring) : null;
  return given ?? tabConfirmationActor(restore);
}

/** The tab's actor, started once: from what the tab kept when `restore` (restore.ts) is given. */
function tabConfirmationActor(restore: RestoreCode | null): ConfirmationActor {
  if (tabActor) return tabActor;
  const input = confirmationInput();
  const snapshot = restore?.restorable(liveConfirmationMachine, input, KEEPING) ?? undefined;
  const actor = createConfirmationActor({
    snapshot: snapshot as Snapshot<unknown> | undefined,
    inspect: keptBy(liveConfirmationMachine.id, KEEPING),
  });
  if (snapshot) restore?.restored(actor, input);
  tabActor = actor.start();
  return tabActor;
}
