import { expect } from 'vitest';

import { quickPayCopy } from '@/screens/guarantor/copy';
import { formatMoney } from '@/ui/format';
import { quickPayMessages as quickPayMessagesMessages } from '@machines/rules/messages';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { quickPayModel } from '@tests/model/bill/quickPay.model';
import { renderQuickPay } from '@tests/model/bill/quickPay.render';
import { type Screen, screenTest } from '@tests/model/harness/screen';
import { english } from '@tests/support/language';

const copy = english(quickPayCopy);

const quickPayMessages = english(quickPayMessagesMessages);

const { amount, card } = quickPayModel.input;
const button = (screen: Screen, name: string) => screen.getByRole('button', { name });

/** The overview: the balance, the pay button and the ways to the full view; no confirmation open. */
const overview = (screen: Screen) => {
  expect(screen.getByRole('heading', { level: 1, name: copy.remainingBalance })).toBeInTheDocument();
  expect(screen.getByText(formatMoney(quickPayGuarantor.AmountDue))).toBeInTheDocument();
  expect(button(screen, copy.submit(amount))).toBeInTheDocument();
  expect(button(screen, copy.changeCard(card.Last4))).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).toBeNull();
};

screenTest('quick-pay view', {
  ...quickPayModel,
  render: renderQuickPay,
  gestures: {
    SUBMIT: (_, user, screen) => user.click(button(screen, copy.submit(amount))),
    CONFIRM: (_, user, screen) => user.click(button(screen, copy.yes)),
    CANCEL: (_, user, screen) => user.click(button(screen, copy.no)),
    DIFFERENT_AMOUNT: (_, user, screen) => user.click(button(screen, copy.differentAmount)),
    CHANGE_CARD: (_, user, screen) => user.click(button(screen, copy.changeCard(card.Last4))),
    SHOW_DETAILS: (_, user, screen) => user.click(button(screen, copy.details)),
  },
  views: {
    overview,
    confirming: (screen) => {
      const confirm = screen.getByRole('alertdialog', { name: quickPayMessages.confirm(amount) });
      expect(confirm).toContainElement(button(screen, copy.yes));
      expect(confirm).toContainElement(button(screen, copy.no));
    },
    // Decided: the confirmation has closed; the parent takes over (pays, or shows the full view).
    confirmed: overview,
    leftQuickPay: overview,
  },
});
