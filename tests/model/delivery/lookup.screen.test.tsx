import { within } from '@testing-library/react';
import { expect } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { lookupModel } from '@tests/model/delivery/lookup.model';
import { renderLookup } from '@tests/model/delivery/lookup.render';
import { direct, type Screen, screenTest } from '@tests/model/harness/screen';
import { english } from '@tests/support/language';

const lookupCopy = english(lookupCopyMessages);

const copy = english(copyMessages);

// `hidden`: an open alert dialog hides the form from assistive technology, not from the eye.
const identifier = (screen: Screen) => screen.getByRole('textbox', { name: 'Account Number', hidden: true });
const lastName = (screen: Screen) => screen.getByRole('textbox', { name: lookupCopy.lastName, hidden: true });
const zip = (screen: Screen) => screen.getByRole('textbox', { name: lookupCopy.zipCode, hidden: true });
const page = (heading: string) => (screen: Screen) => {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).toBeNull();
};

screenTest('statement lookup screens', {
  ...lookupModel,
  render: renderLookup,
  gestures: {
    SUBMIT: async ({ values }, user, screen) => {
      for (const [field, value] of [
        [identifier(screen), values.identifier],
        [lastName(screen), values.lastName],
        [zip(screen), values.zipCode],
      ] as const) {
        await user.clear(field);
        await user.type(field, value);
      }
      await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    },
    ALERT_DISMISSED: async (_, user, screen) =>
      user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: lookupCopy.ok })),
    RESTORED: direct('the page sends it to an actor it restored'),
  },
  views: {
    editing: async (screen, { context }) => {
      expect(screen.getByRole('heading', { level: 1, name: lookupCopy.heading, hidden: true })).toBeInTheDocument();
      // What was typed survives every failure.
      expect(identifier(screen)).toHaveValue(context.values.identifier);
      expect(lastName(screen)).toHaveValue(context.values.lastName);
      expect(zip(screen)).toHaveValue(context.values.zipCode);
      if (context.alert)
        expect(await screen.findByRole('alertdialog', { name: english(context.alert.message) })).toBeVisible();
      else expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    // The form hides behind the waiting modal.
    checking: async (screen) => {
      expect(await screen.findByRole('dialog', { name: lookupCopy.checking })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: lookupCopy.lastName })).toBeNull();
    },
    locked: page(copy.locked.heading),
    invalidBalance: page(copy.invalidBalance.heading),
    duplicate: page(copy.duplicate.heading),
    found: (screen) => expect(screen.getByText('statement')).toBeInTheDocument(),
  },
});
