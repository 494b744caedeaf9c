import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

interface PageHeadingProps {
  id?: string;
  children: ReactNode;
  /** For a screen that sends focus back here itself (the receipt, when the autopay dialog closes). */
  ref?: RefObject<HTMLHeadingElement | null>;
}

/**
 * The h1 of every screen. When the screen it replaced took the focus with it (a route change, or
 * confirm-info → bill, quick-pay → full view, a message page shown in place), focus lands here, so
 * keyboard and screen-reader users start at the new content instead of the top of the document.
 * On a first page load nothing has focus yet, so it lands here too. A layout effect: it runs before
 * a dialog that opens with the screen (the receipt's autopay reminder) takes the focus on.
 */
export function PageHeading({ id, children, ref }: PageHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  const heading = ref ?? own;
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
  }, [heading]);
  return (
    <h1 ref={heading} id={id} tabIndex={-1}>
      {/* React 19 hoists it into <head>: the tab and the history say the screen's words, in its language. */}
      {typeof children === 'string' ? <title>{children}</title> : null}
      {children}
    </h1>
  );
}
