/**
 * Writes a flow's kept state to the tab's memory (issue 46), loaded with the first change to keep
 * (src/app/keep/useKeptActorRef.ts): a flow that is done is forgotten; a visit that ends (a state
 * tagged `visitEnded`: the payment went through, a message page) forgets every flow of the tab.
 */
import type { AnyActorRef } from 'xstate';

import { keptSnapshot, persistedOf } from './keptSnapshot';
import type { Keeping } from './restore';
import { forgetFlow, forgetFlows, keepFlow } from './tabMemory';

interface InspectedRef extends AnyActorRef {
  _parent?: InspectedRef;
  /** XState's own: 0 before it starts, and again once React stopped it for a component that went. */
  _processingStatus?: number;
}

/** Keeps the flow of `changed` (any of its actors), whose root runs `machine`. */
export function keep(changed: AnyActorRef, machine: string, keeping: Keeping, done: () => void): void {
  done();
  let root = changed as InspectedRef;
  while (root._parent) root = root._parent;
  // A flow whose screen went (a route left, a test's cleanup) keeps what it had, not what its stopping
  // makes: React puts the snapshot from before the stop back on the actor it stopped.
  if (root._processingStatus === 0) return;
  try {
    const current = root.getSnapshot() as { status: string; hasTag: (tag: string) => boolean };
    if (current.hasTag('visitEnded')) forgetFlows();
    else if (current.status === 'done') forgetFlow(keeping.place);
    else if (current.status === 'active')
      keepFlow(keeping.place, { machine, owner: keeping.owner ?? null, snapshot: keptSnapshot(persistedOf(root)!) });
  } catch (error) {
    // Keeping must never break the page: at worst, a reload starts this flow afresh.
    console.error('[keep] could not keep the flow', error instanceof Error ? error.name : 'unknown');
  }
}
