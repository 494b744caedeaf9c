import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

import { withWords } from '@/i18n/i18n';
import type { SessionPlaceKey } from '@machines/session/session.machine';

import { useSessionActor } from './useSessionActor';

// The dialog's code (Radix) and its words stay out of the way in's first screen.
const loadWarning = withWords('session', () => import('@/screens/session/SessionWarningDialog'));
let warning: ReturnType<typeof loadWarning> | undefined;
const startWarning = () => (warning ??= loadWarning());
/**
 * Starts loading the warning dialog and its words. The bill's code calls it as it loads (issue 47): words
 * that arrive while React draws the bill for the first time make it draw the bill again from the start,
 * a long bill's rows included.
 */
export function warmSessionWarning(): void {
  // Code that cannot load fails where the dialog draws, not here.
  startWarning().catch(() => undefined);
}
const SessionWarningDialog = lazy(startWarning);

interface NeedsSessionProps {
  place: SessionPlaceKey;
  path: string;
  /** The history entry the page needs when the guarantor comes back to it (insurance: who they are). */
  historyState?: Record<string, string | null>;
  /** The actor running the screen: its typed values are kept if the session ends here. */
  source: AnyActorRef;
  children: ReactNode;
}

/**
 * Marks a screen that needs the guarantor token: while it is shown, the session machine knows where
 * the guarantor is (WATCH) and its warning dialog draws over it. Composition only: the session
 * machine decides when to warn, renew or end.
 */
export function NeedsSession({ place, path, historyState, source, children }: NeedsSessionProps) {
  const session = useSessionActor();
  const deliveryId = historyState?.deliveryId ?? null;
  const guarantorId = historyState?.guarantorId ?? null;
  useEffect(() => {
    const state = deliveryId !== null || guarantorId !== null ? { deliveryId, guarantorId } : undefined;
    session.send({ type: 'WATCH', place: { key: place, path, historyState: state }, source });
    return () => session.send({ type: 'UNWATCH', source });
  }, [session, place, path, deliveryId, guarantorId, source]);
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <SessionWarningDialog session={session} />
      </Suspense>
    </>
  );
}
