import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation, move focus to the new page's heading so keyboard and screen-reader
 * users start at the top of the new content (not on the first load: the browser handles that).
 */
export function FocusOnNavigate() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }, [location]);
  return null;
}
