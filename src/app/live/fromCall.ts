import { fromPromise } from 'xstate';

/** A promise that never settles: what an actor answers once it has been stopped. */
const never = <T>() => new Promise<T>(() => {});

/**
 * A machine actor backed by an API call that honours the actor's abort signal. Once the actor has
 * been stopped (the machine left the state, or React StrictMode restarted the component), the call's
 * late answer or cancellation error is swallowed: xstate could otherwise hand it to the restarted
 * actor, which would then take `onError` for a call nobody failed.
 */
export function fromCall<TOutput, TInput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).then(
      (output) => (signal.aborted ? never<TOutput>() : output),
      (error: unknown) =>
        signal.aborted ? never<TOutput>() : Promise.reject(error instanceof Error ? error : new Error(String(error))),
    ),
  );
}
