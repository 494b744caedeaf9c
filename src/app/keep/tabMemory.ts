/**
 * The tab's memory of its flows (issue 46): each flow's kept snapshot (keptSnapshot.ts) in the tab's
 * sessionStorage, which dies with the tab, under one key per place ('bill:/d/D1001'). A record from
 * another build, unreadable or of another shape is dropped without a word: the page starts clean.
 */
import { PREFIX } from './keptKeys';
import type { PersistedMachine } from './persisted';

/** Changes with every build (vite.config.ts): a deploy in between forgets what the old code kept. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export interface KeptFlow {
  build: string;
  /** The machine whose snapshot this is. */
  machine: string;
  /** Whose flow it is (a guarantor's id), when the flow belongs to one: restored for them only. */
  owner: string | null;
  snapshot: PersistedMachine;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepFlow(place: string, flow: Omit<KeptFlow, 'build'>): void {
  try {
    storage()?.setItem(PREFIX + place, JSON.stringify({ build: BUILD_ID, ...flow }));
  } catch {
    // A full or blocked storage only costs the way back after a reload; the page goes on.
  }
}

/** The flow kept for `place` by this build for this machine, or null (and a stale record is removed). */
export function keptFlow(place: string, machineId: string): KeptFlow | null {
  let text: string | null;
  try {
    text = storage()?.getItem(PREFIX + place) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const flow = JSON.parse(text) as Partial<KeptFlow> | null;
    if (
      flow &&
      flow.build === BUILD_ID &&
      flow.machine === machineId &&
      (flow.owner === null || typeof flow.owner === 'string') &&
      typeof flow.snapshot === 'object' &&
      flow.snapshot !== null
    )
      return flow as KeptFlow;
  } catch {
    // Unreadable: dropped below.
  }
  forgetFlow(place);
  return null;
}

export function forgetFlow(place: string): void {
  try {
    storage()?.removeItem(PREFIX + place);
  } catch {
    // Nothing to remove from a storage we cannot reach.
  }
}

/** Forgets every kept flow of the tab: the payment went through, a message page ended the visit. */
export function forgetFlows(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // As above.
  }
}
