import type { AnyActorRef } from 'xstate';

/**
 * A flow's actor came back from what the tab kept (issue 46: a reload, a tab the browser discarded):
 * the first event a restored actor handles. A state whose work could not survive the page (a call
 * in flight, a card field on Square's page, a sheet) says in its machine where it resumes; every
 * other state ignores it. The composition root sends it (src/app/keep/useKeptActorRef.ts).
 */
export interface RestoredEvent {
  type: 'RESTORED';
  /** The guarantor's session is still valid (its token under 30 minutes old). */
  sessionLive: boolean;
}

/**
 * The children a restored actor holds, to pass RESTORED on to (none where XState only computes a
 * transition without running the actor, as xstate/graph does).
 */
export function childrenOf(self: AnyActorRef): AnyActorRef[] {
  const snapshot = self.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> } | undefined;
  return Object.values(snapshot?.children ?? {}).filter((child): child is AnyActorRef => child !== undefined);
}
