/** React side of observe.ts: @xstate/react hooks with the same `inspect` observer. */
import { useActor, useActorRef } from '@xstate/react';
import type { Actor, AnyActorLogic, SnapshotFrom } from 'xstate';

import { type ObservedOptionsArgs, withInspect } from './observe';

export function useObservedActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: ObservedOptionsArgs<TLogic>
): Actor<TLogic> {
  return useActorRef(logic as AnyActorLogic, withInspect(logic, options)) as Actor<TLogic>;
}

export function useObservedActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...[options]: ObservedOptionsArgs<TLogic>
): [SnapshotFrom<TLogic>, Actor<TLogic>['send'], Actor<TLogic>] {
  return useActor(logic as AnyActorLogic, withInspect(logic, options)) as [
    SnapshotFrom<TLogic>,
    Actor<TLogic>['send'],
    Actor<TLogic>,
  ];
}
