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
