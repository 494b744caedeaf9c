import { fromPromise } from 'xstate';

import { isOutcomeUnknown } from '@/api/callPolicy';
import { neverSettles } from '@/neverSettles';
import { OutcomeUnknown } from '@machines/payment/outcomeUnknown';

/**
 * A machine actor backed by an API call that honours the actor's abort signal. Once the actor has
 * been stopped (the machine left the state, or React StrictMode restarted the component), the call's
 * late answer or cancellation error is swallowed: xstate could otherwise hand it to the restarted
 * actor, which would then take `onError` for a call nobody failed.
 */
export function fromCall<TOutput, TInput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).then(
      (output) => (signal.aborted ? neverSettles<TOutput>() : output),
      (error: unknown) =>
        signal.aborted
          ? neverSettles<TOutput>()
          : Promise.reject(error instanceof Error ? error : new Error(String(error))),
    ),
  );
}

/**
 * For a call that changes something on the server: the error a machine receives, OutcomeUnknown
 * when the call may have gone through (src/api/callPolicy.ts says when), else the error itself.
 */
export function outcomeOf(error: unknown): Error {
  if (isOutcomeUnknown(error)) return new OutcomeUnknown();
  return error instanceof Error ? error : new Error(String(error));
}
