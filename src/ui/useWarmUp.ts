import { useEffect } from 'react';

/**
 * Frame callbacks until the screen is on the display: React may run effects before the browser
 * paints; the first callback runs before the screen's frame is drawn, the second once it is drawn,
 * and the third once it is shown (a drawn frame reaches the display up to a frame later: after the
 * second callback the warm-up's first request left ~17 ms before the heading's paint was presented,
 * and Lighthouse's simulation then counted the warm-up's chunks toward that paint, issue 34).
 */
const FRAMES_UNTIL_SHOWN = 3;

/**
 * Starts loading code the guarantor is likely to need next (`load`, a dynamic import), once `when`
 * holds and the current screen has been shown: never in competition with the screen's own code,
 * data or first paint on a slow line.
 */
export function useWarmUp(load: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (!when) return;
    let frame = 0;
    const afterFrames = (left: number) => {
      frame = requestAnimationFrame(() => (left > 1 ? afterFrames(left - 1) : void load()));
    };
    afterFrames(FRAMES_UNTIL_SHOWN);
    return () => cancelAnimationFrame(frame);
  }, [load, when]);
}
