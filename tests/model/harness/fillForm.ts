// Typing a form's values the way a user would, for the screen tests' SUBMIT-like gestures.
import type { UserEvent } from '@testing-library/user-event';

import type { Screen } from './screen';

/**
 * Puts each of `values` into the field labelled `labels[key]`: a select is chosen, a text field
 * cleared and pasted into. Fields already holding the value, read-only ones and ones the screen does
 * not show (a saved card's form has no card number) are left alone.
 */
export async function fillForm<K extends string>(
  user: UserEvent,
  screen: Screen,
  labels: Record<K, string>,
  values: Partial<Record<K, string>>,
): Promise<void> {
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    const field = screen.queryByLabelText<HTMLInputElement | HTMLSelectElement>(labels[key], { exact: true });
    if (value === undefined || !field || field.value === value || ('readOnly' in field && field.readOnly)) continue;
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.click(field);
      await user.paste(value);
    }
  }
}
