import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';

/** A component whose code loads on first render, or earlier when asked to. */
export interface LazyComponent<P> extends FunctionComponent<P> {
  /** Starts loading the code now (once); a render after it has settled does not suspend. */
  preload(): Promise<void>;
}

/**
 * React.lazy, plus two things. A module that cannot load (a chunk refused by Subresource Integrity,
 * removed by a deploy, a network failure) renders `fallback` instead of throwing: without an error
 * boundary React would unmount the whole page. (The browser's console already names the chunk.)
 * And `preload()`: code loaded before the first render shows at once, with neither a fallback nor
 * React's reveal throttle (about 300 ms after a Suspense fallback appears).
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load()
      .then(
        (module) => module.default,
        () => fallback,
      )
      .then((component) => ({ default: (loaded = component) })));
  const Lazy = lazy(start);
  function LazyOr(props: P) {
    // Chosen at the first render and kept: a changed element type would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  LazyOr.preload = () => start().then(() => undefined);
  return LazyOr;
}
