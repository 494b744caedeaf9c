import { beforeEach, expect, vi } from 'vitest';

import { autopayCopy } from '@/screens/confirmation/copy';
import { parseAutopayAmount } from '@machines/payment/rules/autopayValidation';
import { autopayMessages as autopayMessagesMessages } from '@machines/rules/messages';
import { direct, type Screen, screenTest } from '@tests/model/harness/screen';
import { autopayModel } from '@tests/model/payment/autopay.model';
import { PHONE, renderAutopay } from '@tests/model/payment/autopay.render';
import { english } from '@tests/support/language';

const copy = english(autopayCopy);

const autopayMessages = english(autopayMessagesMessages);

// A refused enrolment is logged; keep the output clean.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const dialog = (screen: Screen, name: string) => screen.getByRole('dialog', { name });
const amount = (screen: Screen) => screen.getByRole('textbox', { name: copy.amountLabel });
const button = (screen: Screen, name: string) => screen.getByRole('button', { name });
const noDialog = (screen: Screen) => {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
};

screenTest('autopay dialog', {
  ...autopayModel,
  render: renderAutopay,
  gestures: {
    RESTORED: direct('the page sends it to an actor it restored'),
    AMOUNT_CHANGED: async ({ value }, user, screen) => {
      await user.clear(amount(screen));
      await user.type(amount(screen), value);
    },
    ENROLL: (_, user, screen) => user.click(button(screen, copy.enroll)),
    DECLINE: (_, user, screen) => user.click(button(screen, copy.noThanks)),
    SAVE_CARD_TOGGLED: (_, user, screen) => user.click(screen.getByRole('checkbox', { name: copy.saveCard })),
    // The button the dialog shows, or Escape where it has none (the offer).
    CLOSE: async (_, user, screen) => {
      const close =
        screen.queryByRole('button', { name: copy.closeWindow }) ?? screen.queryByRole('button', { name: copy.close });
      if (close) await user.click(close);
      else await user.keyboard('{Escape}');
    },
    ALERT_DISMISSED: (_, user, screen) => user.click(button(screen, copy.ok)),
    ENROLL_AGAIN: (_, user, screen) => user.click(button(screen, copy.enrollAgain)),
  },
  views: {
    waiting: noDialog,
    offering: (screen, { context }) => {
      expect(dialog(screen, copy.offerTitle)).toHaveTextContent(copy.offerBody);
      expect(amount(screen)).toHaveValue(context.amount);
      expect(amount(screen)).toBeEnabled();
      expect(button(screen, copy.enroll)).toBeEnabled();
      expect(button(screen, copy.noThanks)).toBeEnabled();
      if (context.error) {
        expect(screen.getByRole('alert')).toHaveTextContent(english(context.error));
        expect(amount(screen)).toBeInvalid();
        expect(amount(screen)).toHaveAccessibleDescription(english(context.error));
      } else expect(screen.queryByRole('alert')).toBeNull();
    },
    enrolling: (screen, { context }) => {
      expect(dialog(screen, copy.offerTitle)).toBeInTheDocument();
      expect(amount(screen)).toHaveValue(context.amount);
      expect(amount(screen)).toBeDisabled();
      // No second enrolment while one runs.
      expect(button(screen, copy.enroll)).toBeDisabled();
      expect(button(screen, copy.noThanks)).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(copy.enrolling);
    },
    confirmed: (screen, { context }) => {
      const body = copy.enabledBody(parseAutopayAmount(context.amount)!);
      expect(dialog(screen, copy.enabledTitle)).toHaveTextContent(body);
      expect(button(screen, copy.closeWindow)).toHaveFocus();
    },
    failed: (screen) => {
      const alert = screen.getByRole('alertdialog', { name: copy.failureTitle });
      expect(alert).toHaveTextContent(autopayMessages.failure);
      expect(button(screen, copy.ok)).toBeInTheDocument();
    },
    // Focus on the choice that cannot make a second schedule; the phone to check first.
    mayHaveGoneThrough: (screen) => {
      const question = screen.getByRole('alertdialog', { name: copy.uncertainTitle });
      expect(question).toHaveTextContent(copy.uncertainBody(PHONE));
      expect(button(screen, copy.close)).toHaveFocus();
      expect(button(screen, copy.enrollAgain)).toBeEnabled();
    },
    declined: (screen, { context }) => {
      expect(dialog(screen, copy.reminderTitle)).toHaveTextContent(copy.reminderBody(context.reminderDay));
      const saveCard = screen.queryByRole('checkbox', { name: copy.saveCard });
      if (context.offersSaveCard) expect(saveCard).toHaveProperty('checked', context.saveCard);
      else expect(saveCard).toBeNull();
      expect(button(screen, copy.close)).toBeInTheDocument();
    },
    // Closed by the guarantor: the dialog is gone and focus is back on the receipt.
    closed: (screen) => {
      noDialog(screen);
      expect(screen.getByRole('heading', { name: 'Receipt' })).toHaveFocus();
    },
    none: noDialog,
  },
});
