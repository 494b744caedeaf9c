import { afterEach, describe, expect, it } from 'vitest';

import { SaidQuoting } from '@/ui/SaidQuoting';
import { lookupMessages } from '@machines/rules/messages';
import { spanish, speak } from '@tests/support/language';
import { render } from '@tests/support/render';

// WCAG 3.1.2: a message of the portal's that quotes the provider's label speaks the page's language,
// the label its own (it is shown as delivered).
describe('SaidQuoting', () => {
  afterEach(() => speak('en'));

  it('writes the message in the page’s language and marks the quoted provider text with its language', () => {
    speak('es');
    const words = lookupMessages.identifierRequired('Account Number');
    const { container } = render(
      <p>
        <SaidQuoting words={words} quoted="label" />
      </p>,
    );
    expect(container.textContent).toBe(spanish({ words }).words);
    expect(container.textContent).not.toContain('Please');
    const quoted = container.querySelector('span[lang]');
    expect(quoted?.getAttribute('lang')).toBe('en');
    expect(quoted?.textContent).toBe('Account Number');
  });

  it('shows the portal’s own wording unmarked when the provider gave no label', () => {
    speak('es');
    const words = lookupMessages.identifierRequired(lookupMessages.identifierLabel);
    const { container } = render(
      <p>
        <SaidQuoting words={words} quoted="label" />
      </p>,
    );
    expect(container.textContent).toBe(spanish({ words }).words);
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
