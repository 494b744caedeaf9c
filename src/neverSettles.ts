/**
 * A promise that never settles. What an actor answers when no answer may ever arrive: a call whose
 * actor was stopped (its late answer would reach a restarted actor), an abandoned card attach, or
 * a call a test holds open.
 */
export const neverSettles = <T = never>(): Promise<T> => new Promise<T>(() => {});
