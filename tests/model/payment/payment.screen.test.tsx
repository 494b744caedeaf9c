import { expect } from 'vitest';

import { paymentCopy } from '@/screens/guarantor/payment/copy';
import type { paymentMachine } from '@machines/payment/payment.machine';
import type { PaymentFormValues } from '@machines/payment/types';
import { paymentMessages as paymentMessagesMessages } from '@machines/rules/messages';
import { savedCardsGuarantor } from '@tests/fixtures/payment';
import { fillForm } from '@tests/model/harness/fillForm';
import { direct, type Screen, type ScreenOptions, screenTest } from '@tests/model/harness/screen';
import { paymentInputs, paymentModel } from '@tests/model/payment/payment.model';
import { renderPayment } from '@tests/model/payment/payment.render';
import { english } from '@tests/support/language';

const t = english(paymentCopy);

const paymentMessages = english(paymentMessagesMessages);

type Field = keyof PaymentFormValues;
const LABELS: Record<Field, string> = {
  amount: t.amountFullOrPartial,
  email: t.email,
  phone: t.phone,
  nameOnCard: t.nameOnCard,
  cardNumber: t.cardNumber,
  cardCVV: t.cvv,
  expMonth: t.expMonth,
  expYear: t.expYear,
  billingZip: t.billingZip,
};

const field = (screen: Screen, name: Field) => screen.queryByLabelText<HTMLInputElement>(LABELS[name]);
// `hidden`: under an open modal the form is hidden from assistive technology, and still there.
const submitButton = (screen: Screen) => screen.getByRole('button', { name: t.submit, hidden: true });
const [savedCard] = savedCardsGuarantor.PA;

const screens: Omit<ScreenOptions<typeof paymentMachine>, keyof typeof paymentModel> = {
  render: renderPayment,
  gestures: {
    // Types what the sample holds into the fields the form shows, then submits once.
    SUBMIT: async ({ values = {} }, user, screen) => {
      await fillForm(user, screen, LABELS, values);
      await user.click(submitButton(screen));
    },
    AMOUNT_CHANGED: async ({ value }, user, screen) => {
      await user.clear(field(screen, 'amount')!);
      await user.type(field(screen, 'amount')!, value);
      await user.tab();
    },
    FIELD_CHANGED: async ({ field: name, value }, user, screen) => {
      await user.clear(field(screen, name)!);
      await user.type(field(screen, name)!, value);
      await user.tab();
    },
    SAVED_CARD_CHOSEN: (_, user, screen) =>
      user.click(screen.getByRole('radio', { name: t.savedCard(savedCard!.Last4, savedCard!.ExDate) })),
    NEW_CARD_CHOSEN: (_, user, screen) => user.click(screen.getByRole('radio', { name: t.newCard })),
    ALERT_DISMISSED: (_, user, screen) => user.click(screen.getByRole('button', { name: t.ok })),
    REPOST_CONFIRMED: (_, user, screen) => user.click(screen.getByRole('button', { name: t.repostConfirm })),
    REPOST_CANCELLED: (_, user, screen) => user.click(screen.getByRole('button', { name: t.repostCancel })),
    RESTORED: direct('the page sends it to an actor it restored'),
    QUICK_PAY_CONFIRMED: direct('the quick-pay confirmation of the validated view sends it'),
    CARD_TOKENIZED: direct('the card widget sends it'),
    TOKENIZE_FAILED: direct('the card widget sends it'),
    WIDGET_UNAVAILABLE: direct('the card widget sends it'),
    // These forms' providers take no wallet: no button (tests/unit/screens/payment/WalletButtons.test.tsx).
    WALLET_CHOSEN: direct('a wallet button sends it, on providers with SqLocationId only'),
    WALLET_TOKENIZED: direct('the wallets send it'),
    WALLET_CANCELLED: direct('the wallets send it'),
    WALLET_FAILED: direct('the wallets send it'),
    // These forms' providers take no bank account: no button (tests/unit/screens/payment/BankPayment.test.tsx).
    ACCOUNT_HOLDER_CHANGED: direct("the bank's area sends it, on providers taking ACH only"),
    BANK_CHOSEN: direct("the bank's button sends it, on providers taking ACH only"),
    BANK_TOKENIZED: direct('the bank sends it'),
    BANK_CANCELLED: direct('the bank sends it'),
    BANK_FAILED: direct('the bank sends it'),
    BANK_TRIP_READY: direct('the bank sends it'),
  },
  views: {
    form: (screen, { context }) => {
      expect(screen.getByRole('heading', { name: t.heading, hidden: true })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: t.processingTitle })).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(submitButton(screen)).toBeEnabled();
      // The error box says what the machine says, and marks its field.
      const shown = screen.queryAllByRole('alert').filter((node) => node.classList.contains('error-box'));
      expect(shown.map((node) => node.textContent)).toEqual(
        context.error
          ? [`${context.error.heading ? english(context.error.heading) : ''}${english(context.error.message)}`]
          : [],
      );
      if (context.error?.field && context.error.field !== 'accountHolderName')
        expect(field(screen, context.error.field)).toBeInvalid();
      // What was typed is kept; the card number and CVV never outlive a post attempt.
      expect(field(screen, 'email')).toHaveValue(context.form.email);
      const newCard = context.option === 1;
      expect(field(screen, 'cardNumber') !== null).toBe(newCard);
      if (newCard) {
        expect(field(screen, 'cardNumber')).toHaveValue(context.form.cardNumber);
        expect(field(screen, 'cardCVV')).toHaveValue(context.form.cardCVV);
      }
      if (context.guarantor.PA.length > 0)
        expect(screen.getByRole('radio', { name: t.newCard, checked: newCard })).toBeInTheDocument();
    },
    // The network alert is modal: the form behind it keeps what was typed, and cannot be sent.
    alerting: (screen, { context }) => {
      expect(screen.getByRole('alertdialog', { name: english(context.alert!) })).toBeInTheDocument();
      expect(submitButton(screen)).toBeDisabled();
      expect(field(screen, 'email')).toHaveValue(context.form.email);
      expect(field(screen, 'cardNumber')?.value ?? '').toBe('');
    },
    // After a post that got no answer: the question has focus on the choice that cannot charge, and
    // the form behind it keeps what was typed and cannot be sent.
    confirmingRepost: (screen, { context }) => {
      const question = screen.getByRole('alertdialog', { name: t.repostTitle });
      expect(question).toHaveTextContent(t.repostBody(context.provider.Phone));
      expect(screen.getByRole('button', { name: t.repostCancel })).toHaveFocus();
      expect(submitButton(screen)).toBeDisabled();
      expect(field(screen, 'email')).toHaveValue(context.form.email);
    },
    // One click posts once: while the rules run, the form cannot be sent again.
    validating: (screen) => {
      expect(submitButton(screen)).toBeDisabled();
      expect(screen.queryByRole('dialog', { name: t.processingTitle })).toBeNull();
    },
    posting: (screen) => {
      const modal = screen.getByRole('dialog', { name: t.processingTitle });
      expect(modal).toHaveTextContent(t.processingBody);
      expect(submitButton(screen)).toBeDisabled();
    },
    succeeded: (screen) => {
      expect(screen.queryByRole('dialog', { name: t.processingTitle })).toBeNull();
      expect(submitButton(screen)).toBeDisabled();
      expect(screen.queryByText(paymentMessages.failureHeading)).toBeNull();
    },
  },
};

// The card widget has its own component test; here the card is typed into the card fields.
screenTest('payment form: a new card', { ...paymentModel, input: paymentInputs['new card'], ...screens });

// A saved card's form has no card fields: its submits carry what that form can hold.
screenTest('payment form: staff-assisted, with saved cards', {
  ...paymentModel,
  input: paymentInputs['staff-assisted with saved cards'],
  events: {
    ...paymentModel.events,
    SUBMIT: [{ type: 'SUBMIT', values: { email: 'ana@example.com', phone: '5550102000' } }, { type: 'SUBMIT' }],
  },
  ...screens,
});
