import { createContext, useContext } from 'react';

import { type SessionActor, startSessionActor } from './live/session';

/** A session actor given to App (tests give each render their own); else the tab's own. */
export const SessionActorContext = createContext<SessionActor | null>(null);

let tabActor: SessionActor | null = null;

/**
 * The guarantor session of this tab: the ways in report a sign-in to it, the screens that need the
 * token watch it. Started on first use, one per tab.
 */
export function useSessionActor(): SessionActor {
  const given = useContext(SessionActorContext);
  return given ?? (tabActor ??= startSessionActor());
}
