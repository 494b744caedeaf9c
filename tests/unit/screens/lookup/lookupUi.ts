import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { english } from '@tests/support/language';

const lookupCopy = english(lookupCopyMessages);

export const lookupUi = {
  identifier: (label: string = 'Account Number') => screen.getByRole('textbox', { name: label }),
  lastName: () => screen.getByRole('textbox', { name: lookupCopy.lastName }),
  zip: () => screen.getByRole('textbox', { name: lookupCopy.zipCode }),
};

/** Types the statement lookup values (the form must be showing). */
export async function fillLookup(values: { identifier: string; lastName: string; zip: string }) {
  const user = userEvent.setup();
  await user.type(lookupUi.identifier(), values.identifier);
  await user.type(lookupUi.lastName(), values.lastName);
  await user.type(lookupUi.zip(), values.zip);
  return user;
}
