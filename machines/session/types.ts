import type { ActorRef, AnyActorRef, Snapshot } from 'xstate';

import type { DeliveryValidationRequest, GuarantorData, GuarantorLookupModel, SsoResponse } from '@machines/types';

// The session's types: its context and events and what the ways in send it (SessionRef), below
// session.machine.ts.

/** The screens that need the guarantor token (issue 17): the session warns only on them. */
export type SessionPlaceKey = 'bill' | 'insurance' | 'notification';

/** A screen that needs the token: where to come back to, with its history entry (insurance reads it). */
export interface SessionPlace {
  key: SessionPlaceKey;
  path: string;
  historyState?: Record<string, string | null>;
}

/** The way the guarantor signed in, and the page it lives on (where an ended session lands). */
export interface SessionEntry {
  wayIn: 'delivery' | 'lookup' | 'sso';
  path: string;
}

/**
 * The call that issued the session, with the same identifiers, to issue a fresh one. Memory only:
 * never storage, and the trace redaction keeps none of its fields (src/observability/redact.ts).
 */
export type Reissue =
  | { wayIn: 'delivery'; request: DeliveryValidationRequest }
  | { wayIn: 'lookup'; request: GuarantorLookupModel }
  | { wayIn: 'sso'; tokenId: string };

/** The repeated call's answer, for the machine to judge (the same rules as the first sign-in). */
export type ReissueAnswer = ({ kind: 'guarantor'; answer: GuarantorData } | { kind: 'sso'; answer: SsoResponse }) & {
  /** When the answer came (ms since epoch): the new token's clock starts there. */
  at: number;
};

export interface SessionInput {
  /** The token's lifetime, from the API layer's rule (src/api/tokenFreshness.ts). */
  lifetimeMs: number;
  /** How long before the end the warning opens (issue 17: two minutes). */
  warningMs: number;
}

export interface SessionContext extends SessionInput {
  /** When the current token was issued (ms since epoch); null when signed out. */
  issuedAt: number | null;
  /** The last tick's time: the countdown reads it. */
  now: number;
  entry: SessionEntry | null;
  reissue: Reissue | null;
  guarantorId: string | null;
  /** The screen on show that needs the token, and the actor that runs it (its typed values are read at the end). */
  watching: { place: SessionPlace; source: AnyActorRef } | null;
  /** Where the guarantor was when the session ended: they return there after signing in again. */
  returnTo: SessionPlace | null;
  /** Whose place that is: only the same guarantor signing in again returns there. */
  returnFor: string | null;
  /** 'Stay signed in' failed; the page stays and the warning says so. */
  extendFailed: boolean;
  /** When the last session ran out on a watched screen: a way in on the page's own address (the bill) starts afresh. */
  endedAt: number | null;
}

export type SessionEvent =
  /** `at`: when the validation answered (ms since epoch), the token's issue time. */
  | { type: 'SIGNED_IN'; entry: SessionEntry; guarantorId: string; reissue: Reissue; at: number }
  | { type: 'WATCH'; place: SessionPlace; source: AnyActorRef }
  | { type: 'UNWATCH'; source: AnyActorRef }
  | { type: 'TICK'; now: number }
  | { type: 'STAY_SIGNED_IN' }
  | { type: 'SIGN_IN_AGAIN' };

export type SessionRef = ActorRef<Snapshot<unknown>, SessionEvent>;
