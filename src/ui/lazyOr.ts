import { type ComponentType, lazy } from 'react';

/**
 * React.lazy, but a module that cannot load (a chunk refused by Subresource Integrity, removed by a
 * deploy, a network failure) renders `fallback` instead of throwing: without an error boundary React
 * would unmount the whole page. (The browser's console already names the chunk that failed.)
 */
export function lazyOr<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): ComponentType<P> {
  return lazy(() => load().catch(() => ({ default: fallback })));
}
