import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useObservedActor, useObservedActorRef } from '@/observability/react';
import { getTrace } from '@/observability/trace';

import { checkoutMachine, expectNoSecrets, submitEvent } from './fixtures';

describe('observed actor hooks', () => {
  it('useObservedActor traces what the component sends, redacted', () => {
    const { result } = renderHook(() => useObservedActor(checkoutMachine));
    act(() => result.current[1](submitEvent));
    expect(result.current[0].value).toBe('submitted');
    expect(getTrace().find((e) => e.eventType === 'SUBMIT')).toMatchObject({ actorId: 'checkout', state: 'submitted' });
    expectNoSecrets(JSON.stringify(getTrace()));
  });

  it("useObservedActorRef keeps the caller's own inspect observer too", () => {
    const own: string[] = [];
    const { result } = renderHook(() =>
      useObservedActorRef(checkoutMachine, {
        inspect: (e) => void (e.type === '@xstate.event' && own.push(e.event.type)),
      }),
    );
    act(() => result.current.send({ type: 'RESET' }));
    expect(own).toContain('RESET');
    expect(getTrace().some((e) => e.eventType === 'RESET')).toBe(true);
  });
});
