import { expect } from 'vitest';

import { copy as appCopy } from '@/copy';
import { notificationCopy as notificationCopyMessages } from '@/screens/notification/copy';
import { direct, type Screen, screenTest } from '@tests/model/harness/screen';
import { navigate, notificationChangeModel } from '@tests/model/notification/notificationChange.model';
import { renderNotificationChange } from '@tests/model/notification/notificationChange.render';
import { english } from '@tests/support/language';

const notificationCopy = english(notificationCopyMessages);

const copy = english(notificationCopy);
const words = english(appCopy);

const field = (screen: Screen) => screen.getByRole('textbox', { name: copy.emailLabel });
const save = (screen: Screen) => screen.getByRole('button', { name: copy.save });
const heading = (screen: Screen) => screen.getByRole('heading', { level: 1, name: copy.heading });

screenTest('notification change screen', {
  ...notificationChangeModel,
  render: renderNotificationChange,
  gestures: {
    EMAIL_CHANGED: async ({ email }, user, screen) => {
      await user.clear(field(screen));
      if (email) await user.type(field(screen), email);
    },
    SAVE: (_, user, screen) => user.click(save(screen)),
    RESTORED: direct('the page sends it to an actor it restored'),
  },
  views: {
    validatingDelivery: (screen) => {
      expect(heading(screen)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(words.loading);
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    // The route leaves for the invalid-link page; nothing here offers a form.
    invalidDelivery: (screen) => {
      expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' });
      expect(screen.queryByRole('textbox')).toBeNull();
    },
    editing: (screen, { context }) => {
      expect(field(screen)).toHaveValue(context.email);
      expect(field(screen)).toBeEnabled();
      // 'Save Changes' is disabled exactly while the field is empty.
      expect(save(screen)).toHaveProperty('disabled', context.email.trim() === '');
      if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(english(context.error.message));
      else expect(screen.queryByRole('alert')).toBeNull();
      // Only the e-mail rule marks the field invalid; a refused save is not the field's fault.
      if (context.error?.field === 'email') expect(field(screen)).toBeInvalid();
      else expect(field(screen)).not.toHaveAttribute('aria-invalid');
    },
    saving: (screen, { context }) => {
      expect(field(screen)).toHaveValue(context.email);
      expect(field(screen)).toBeDisabled();
      expect(save(screen)).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(copy.saving);
    },
    saved: (screen) => {
      expect(screen.getByRole('status')).toHaveTextContent(`${copy.thankYou}${copy.saved}`);
      expect(screen.getByRole('heading', { level: 2, name: copy.thankYou })).toHaveFocus();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
  },
});
