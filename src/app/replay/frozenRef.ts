import type { ActorRef, AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * An actor reference that only holds one snapshot: a replayed step drawn by the real screen. What
 * the screen sends goes nowhere, so nothing on the replay page can call the API or change the step.
 */
export function frozenRef<S extends AnyMachineSnapshot>(snapshot: S): ActorRef<S, EventObject> {
  const nothing = { unsubscribe: () => undefined };
  return {
    id: 'replay',
    sessionId: 'replay',
    send: () => undefined,
    getSnapshot: () => snapshot,
    getPersistedSnapshot: () => snapshot,
    subscribe: () => nothing,
    on: () => nothing,
    start: () => undefined,
    stop: () => undefined,
    [Symbol.observable]: function () {
      return this;
    },
    system: undefined,
    src: 'replay',
    _parent: undefined,
  } as unknown as ActorRef<S, EventObject>;
}
