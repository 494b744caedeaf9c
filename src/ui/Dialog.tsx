import * as RadixDialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { inertOutside } from './inertOutside';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called on Escape, the close button or a click outside; omit for a dialog the user cannot dismiss. */
  onClose?: () => void;
  /** 'alertdialog' for messages that need the user's attention (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens; defaults to the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Element to focus when the dialog closes; defaults to what had focus when it opened. */
  finalFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Where dialogs open: null, over the page (modal); an element, inline inside it and not modal (the
 * replay page draws a past screen, dialogs included, inside its own page).
 */
export const DialogHost = createContext<HTMLElement | null>(null);

/**
 * The app's one dialog: Radix gives focus trapping, focus return, Escape and scroll lock; styles/dialog.css
 * gives the 80vw maximum width and the 150 ms in / 75 ms out animation. A modal dialog makes everything
 * outside it `inert` while it is open: nothing behind it can be focused, clicked or read (Radix only hides
 * it from assistive technology with aria-hidden, which leaves it focusable).
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  role = 'dialog',
  initialFocus,
  finalFocus,
  className,
}: DialogProps) {
  const dismissible = onClose !== undefined;
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to return focus
  // to: remember what had focus when the dialog opened and give it back on close.
  const returnFocusTo = useRef<Element | null>(null);
  const host = useContext(DialogHost);
  const modal = host === null;
  // The content as state (Radix's portal draws it one render after the dialog opens), and an effect, not
  // the ref callback itself: it runs after Radix's effects have added their focus guards to the body, so
  // those are made inert too. Everything but the dialog and its overlay (whose click closes a dismissible
  // dialog) is made inert.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const undoInert = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (open && modal && content)
      undoInert.current = inertOutside(overlay.current ? [content, overlay.current] : [content]);
  }, [open, modal, content]);
  // Given back in a layout effect's cleanup: before the layout effects of the screen that replaces the
  // dialog's (PageHeading focuses its h1 in one), which could not focus anything still inert.
  useLayoutEffect(
    () => () => {
      undoInert.current?.();
      undoInert.current = null;
    },
    [open, modal, content],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()} modal={modal}>
      <RadixDialog.Portal container={host ?? undefined}>
        {/* WCAG 2.5.2: a click outside closes a dismissible dialog on the click (the up event), never on the press. */}
        <RadixDialog.Overlay ref={overlay} className="dialog-overlay" onClick={dismissible ? onClose : undefined} />
        <RadixDialog.Content
          ref={setContent}
          className={['dialog', className].filter(Boolean).join(' ')}
          role={role}
          aria-describedby={undefined}
          onEscapeKeyDown={(e) => !dismissible && e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => !dismissible && e.preventDefault()}
          onOpenAutoFocus={(e) => {
            if (host) return e.preventDefault();
            returnFocusTo.current = document.activeElement;
            if (initialFocus?.current) {
              e.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            const target = finalFocus?.current ?? returnFocusTo.current;
            if (target instanceof HTMLElement && target.isConnected) {
              e.preventDefault();
              target.focus();
            }
          }}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the surrounding dialog. */
export const DialogClose = RadixDialog.Close;
