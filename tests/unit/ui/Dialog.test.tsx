import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogClose, DialogHost } from '@/ui/Dialog';
import { inertOutside } from '@/ui/inertOutside';

/** A page with a button behind a dialog the button opens. */
function Page({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="A dialog" onClose={() => setOpen(false)}>
        <DialogClose>Close</DialogClose>
      </Dialog>
    </main>
  );
}

/** Elements outside the open dialog and its overlay that are not inert themselves nor inside an inert one. */
function liveOutsideDialog(): Element[] {
  const dialog = screen.getByRole('dialog');
  return [...document.body.querySelectorAll('*')].filter(
    (el) => !dialog.contains(el) && !el.contains(dialog) && !el.closest('[inert], .dialog-overlay'),
  );
}

describe('Dialog: the page behind a modal dialog is inert', () => {
  it('makes everything outside the open dialog inert and gives it back, focus included, on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'A dialog' });
    await waitFor(() => expect(liveOutsideDialog()).toEqual([]));
    expect(opener.closest('[inert]')?.getAttribute('inert')).toBe('');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('makes the page inert before Radix focuses the dialog, so the browser restyles the page once (issue 57)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    // What the page was as focus first went into the dialog: by then Radix has set the body's pointer-events.
    const atFocus: { inert: boolean; pointerEvents: string }[] = [];
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]'))
        atFocus.push({ inert: opener.closest('[inert]') !== null, pointerEvents: document.body.style.pointerEvents });
    };
    document.addEventListener('focusin', onFocusIn);
    try {
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'A dialog' });
      await waitFor(() => expect(atFocus.length).toBeGreaterThan(0));
      expect(atFocus[0]).toEqual({ inert: true, pointerEvents: 'none' });
    } finally {
      document.removeEventListener('focusin', onFocusIn);
    }
  });

  it('closes on a click outside (the up event), not on the press (WCAG 2.5.2)', async () => {
    const user = userEvent.setup();
    render(<Page startOpen />);
    await screen.findByRole('dialog');
    const overlay = document.querySelector('.dialog-overlay')!;
    await user.pointer({ keys: '[MouseLeft>]', target: overlay });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: overlay });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a dialog open from the first render makes the page inert too', async () => {
    render(<Page startOpen />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(liveOutsideDialog()).toEqual([]));
  });

  it('a dialog drawn inline in a DialogHost (the replay page) makes nothing inert', async () => {
    function Hosted() {
      const [host, setHost] = useState<HTMLElement | null>(null);
      return (
        <div>
          <button type="button">Elsewhere</button>
          <div ref={setHost} />
          {host && (
            <DialogHost.Provider value={host}>
              <Dialog open title="Inline">
                <p>Drawn inline</p>
              </Dialog>
            </DialogHost.Provider>
          )}
        </div>
      );
    }
    render(<Hosted />);
    await screen.findByRole('dialog', { name: 'Inline' });
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});

describe('inertOutside', () => {
  it('counts: a dialog over a dialog, closed in either order, leaves the page as it was', () => {
    document.body.innerHTML = '<div id="page"><p id="own" inert></p><button></button></div><div id="one"></div>';
    const [page, own, one] = ['page', 'own', 'one'].map((id) => document.getElementById(id)!) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const inert = (elements: HTMLElement[]) => elements.map((el) => el.hasAttribute('inert'));
    const undoOne = inertOutside([one]);
    expect(inert([page, one])).toEqual([true, false]);
    // The second dialog's portal is added to the body when it opens, over the first.
    const two = document.body.appendChild(document.createElement('div'));
    const undoTwo = inertOutside([two]);
    expect(inert([page, one, two])).toEqual([true, true, false]);
    undoOne();
    expect(inert([page, one, two])).toEqual([true, true, false]);
    undoTwo();
    expect(inert([page, one, two])).toEqual([false, false, false]);
    expect(own.hasAttribute('inert')).toBe(true);
  });

  it('writes the attribute only once per element, however many calls count it', () => {
    document.body.innerHTML = '<div id="page"></div><div id="dialog"></div>';
    const [page, dialog] = ['page', 'dialog'].map((id) => document.getElementById(id)!) as [HTMLElement, HTMLElement];
    const written: string[] = [];
    new MutationObserver((records) =>
      written.push(...records.map((r) => `${(r.target as Element).id} ${r.attributeName}`)),
    ).observe(document.body, { attributes: true, subtree: true });
    const undoFirst = inertOutside([dialog]);
    const undoSecond = inertOutside([dialog]);
    undoSecond();
    expect(page.hasAttribute('inert')).toBe(true);
    undoFirst();
    expect(page.hasAttribute('inert')).toBe(false);
    return Promise.resolve().then(() => expect(written).toEqual(['page inert', 'page inert']));
  });
});
