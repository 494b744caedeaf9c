import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { type EventObject, fromCallback } from 'xstate';

import { validateBySso, validateGuarantorForDelivery, validateGuarantorForPaper } from '@/api/calls';
import { SESSION_TOKEN_LIFETIME_MS } from '@/api/session';
import { createObservedActor } from '@/observability/observe';
import { type Reissue, type ReissueAnswer, sessionMachine } from '@machines/session/session.machine';

import { fromCall } from './fromCall';

/** Issue 17: the warning opens two minutes before the token is too old. */
export const SESSION_WARNING_MS = 120_000;
/** The countdown's pace; a tab that wakes up also ticks at once. */
const TICK_MS = 1000;

/** The same call that signed the guarantor in, with the same identifiers (the API client stores the new token). */
async function reissue(request: Reissue, signal: AbortSignal): Promise<ReissueAnswer> {
  switch (request.wayIn) {
    case 'delivery':
      return { kind: 'guarantor', answer: await validateGuarantorForDelivery(request.request, signal), at: Date.now() };
    case 'lookup':
      return { kind: 'guarantor', answer: await validateGuarantorForPaper(request.request, signal), at: Date.now() };
    case 'sso':
      return { kind: 'sso', answer: await validateBySso(request.tokenId, signal), at: Date.now() };
  }
}

/** TICK every second, and at once when the page is shown again or the window regains focus. */
const clock = fromCallback<EventObject>(({ sendBack }) => {
  const tick = () => sendBack({ type: 'TICK', now: Date.now() });
  const timer = setInterval(tick, TICK_MS);
  const onVisible = () => document.visibilityState === 'visible' && tick();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', tick);
  window.addEventListener('pageshow', tick);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', tick);
    window.removeEventListener('pageshow', tick);
  };
});

/** Moves to a page (with its history entry) unless the guarantor is already there. */
function goTo(_: unknown, params: { to: string; historyState?: Record<string, string | null> }) {
  queueMicrotask(() => {
    if (window.location.pathname === params.to) return;
    wouterNavigate(params.to, { state: params.historyState ?? null });
  });
}

export const liveSessionMachine = sessionMachine.provide({
  actors: { clock, reissue: fromCall(reissue) },
  actions: { navigate: goTo },
});

/** One per tab, started when a route first needs it. */
export function startSessionActor() {
  const actor = createObservedActor(liveSessionMachine, {
    id: 'session',
    input: { lifetimeMs: SESSION_TOKEN_LIFETIME_MS, warningMs: SESSION_WARNING_MS },
  });
  actor.start();
  return actor;
}

export type SessionActor = ReturnType<typeof startSessionActor>;
