import * as RadixDialog from '@radix-ui/react-dialog';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

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
  // Everything but the dialog and its overlay (whose click closes a dismissible dialog) is made inert, in two
  // steps. First PageInert, inside the content, in an effect that runs before Radix's own (a child's effects
  // run before its parents'): the page is inert before Radix's effects set `pointer-events: none` on the
  // body and focus the dialog, so the browser restyles the page once for both (see PageInert). Then this
  // effect, with the content as state (Radix's portal draws it one render after the dialog opens): it runs
  // after Radix's effects have added their focus guards to the body, so those are made inert too (the page
  // is already inert: nothing written to it again).
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const contentRefs = useCallback((element: HTMLDivElement | null) => {
    contentRef.current = element;
    setContent(element);
  }, []);
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
          ref={contentRefs}
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
          {open && modal ? <PageInert content={contentRef} overlay={overlay} /> : null}
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Makes the page outside the open dialog inert as the dialog's content first draws, before Radix's effects
 * run. `inert` on the app's root and Radix's `pointer-events: none` on the body are both inherited, and
 * Chromium rebuilds the layout box of every element that skips its rendering (`content-visibility: auto`,
 * a long bill's 200 row groups: styles/statement.css) at each style update after such a change. Written
 * here, both changes wait for the one style update that Radix's focusing of the dialog forces; written in
 * the Dialog's effect, a render later, they took two, and the 'Details' press of a 2,000-visit bill paid
 * for the row groups twice (issue 57: docs/decisions.md). Given back in a layout effect's cleanup, as the
 * Dialog's own.
 */
function PageInert({
  content,
  overlay,
}: {
  content: RefObject<HTMLDivElement | null>;
  overlay: RefObject<HTMLDivElement | null>;
}) {
  const undo = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (content.current)
      undo.current = inertOutside(overlay.current ? [content.current, overlay.current] : [content.current]);
  }, [content, overlay]);
  useLayoutEffect(
    () => () => {
      undo.current?.();
      undo.current = null;
    },
    [],
  );
  return null;
}

/** A button that closes the surrounding dialog. */
export const DialogClose = RadixDialog.Close;
