// The footer's 'Language assistance' (issue 48) in the whole app with the demo backend: the provider's
// taglines each marked with its language and direction, phone and TTY, the notice of nondiscrimination;
// without a content file, the portal's own sentence in English and Spanish; markup stays text.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { HOSTILE_MARKUP } from '@/demo/providers';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { english } from '@tests/support/language';

import { renderApp } from './renderApp';

const copy = english(copyMessages);
const t = english(helpCopyMessages).languageAssistance;

async function openLanguageAssistance(hostname: string) {
  const user = userEvent.setup();
  renderApp('/', hostname);
  const button = await screen.findByRole('button', { name: copy.languageAssistance });
  // The view waits for the provider's content (React's `use`): the click is awaited inside act, so
  // React takes the content when it comes (a click's own act scope is synchronous).
  await act(() => user.click(button));
  const dialog = await screen.findByRole('dialog', { name: t.title });
  await within(dialog).findAllByRole('listitem');
  return { dialog, button, user };
}

describe("the footer's language assistance", () => {
  it("shows the demo provider's taglines in their languages (Arabic right to left), phone, TTY and notice", async () => {
    const { dialog, button, user } = await openLanguageAssistance('demo.pay.localhost');
    const taglines = within(dialog).getAllByRole('listitem');
    expect(taglines.map((li) => [li.lang, li.dir])).toEqual([
      ['en', 'ltr'],
      ['es', 'ltr'],
      ['zh-Hant', 'ltr'],
      ['vi', 'ltr'],
      ['ko', 'ltr'],
      ['tl', 'ltr'],
      ['ru', 'ltr'],
      ['ar', 'rtl'],
    ]);
    // Phone numbers are isolated left to right (after Arabic letters, bidi alone would draw '2000-010').
    const arabic = taglines.at(-1)!;
    expect([...arabic.querySelectorAll('bdi')].map((bdi) => [bdi.dir, bdi.textContent])).toEqual([
      ['ltr', '(555) 010-2000'],
    ]);
    const contact = dialog.querySelector('.language-assistance > p');
    expect(contact?.textContent).toBe(`${t.call('(555) 010-2000')}${t.tty('711')}`);
    const notice = within(dialog).getByRole('heading', { name: t.nondiscrimination }).nextElementSibling!;
    expect(notice).toHaveAttribute('lang', 'en');
    expect(notice.textContent).toContain('Riverside Family Medicine complies');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("without a content file: the portal's own sentence in English and Spanish with the provider's phone", async () => {
    const { dialog } = await openLanguageAssistance('nologo.pay.localhost');
    const taglines = within(dialog).getAllByRole('listitem');
    expect(taglines.map((li) => li.lang)).toEqual(['en', 'es']);
    for (const li of taglines) expect(li.textContent).toContain('(555) 010-2000');
    expect(within(dialog).queryByRole('heading', { name: t.nondiscrimination })).toBeNull();
  });

  it("shows a hostile provider's markup as text", async () => {
    const { dialog } = await openLanguageAssistance('hostile.pay.localhost');
    expect(dialog.querySelector('img, script')).toBeNull();
    expect(within(dialog).getAllByRole('listitem')[0]!.textContent).toContain(HOSTILE_MARKUP);
  });
});
