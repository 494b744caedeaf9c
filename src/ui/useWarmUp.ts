import { useEffect } from 'react';

/**
 * Starts loading code the guarantor is likely to need next (`load`, a dynamic import), once `when`
 * holds and the current screen has been shown: never in competition with the screen's own code,
 * data or first paint on a slow line. React may run effects before the browser paints; a frame
 * callback runs before the next paint, so the second one runs once the screen's frame is drawn.
 */
export function useWarmUp(load: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (!when) return;
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => void load())));
    return () => cancelAnimationFrame(frame);
  }, [load, when]);
}
