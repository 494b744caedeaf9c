import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The h1 of every screen. When the screen it replaced took the focus with it (a route change, or
 * confirm-info → bill, quick-pay → full view, a message page shown in place), focus lands here, so
 * keyboard and screen-reader users start at the new content instead of the top of the document.
 * On a first page load nothing has focus yet, so it lands here too.
 */
export function PageHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1}>
      {children}
    </h1>
  );
}
