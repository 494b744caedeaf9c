import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Never a blank screen when a screen's code cannot load (a chunk refused by Subresource Integrity,
 * a deploy that removed it, a network failure): React unmounts everything up to the nearest error
 * boundary, so this one keeps the header and footer and shows `fallback` instead.
 * A class component because React has no hook for catching render errors.
 */
export class LoadFailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The name and message only (a chunk URL at most), never props or state.
    const what = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    console.error('[load failure]', what, info.componentStack?.split('\n')[1]?.trim() ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
