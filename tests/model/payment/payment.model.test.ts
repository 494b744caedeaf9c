// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { beforeEach, expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import { bankValidationError } from '@machines/payment/payment.context';
import type { paymentMachine } from '@machines/payment/payment.machine';
import { buildPaymentRequest } from '@machines/payment/rules/paymentRequest';
import { findAmountError, validatePayment } from '@machines/payment/rules/paymentValidation';
import { paymentMessages } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';
import { approved, goodCard } from '@tests/fixtures/payment';
import { english } from '@tests/support/language';

import { after, done, failed, modelTest } from '../harness';
import { paymentInputs, paymentModel } from './payment.model';

const base = paymentInputs['new card'];
const widget = paymentInputs.widget;
const wallets = paymentInputs['wallets and bank'];
const logged: unknown[][] = [];

beforeEach(() => {
  logged.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  }
});

/** The spec's ordered rules on the machine's own form (empty when the form may be posted); a wallet's are the amount's. */
const validationOf = ({ context }: SnapshotFrom<typeof paymentMachine>) =>
  context.payingFromBank
    ? (bankValidationError(context)?.message ?? null)
    : context.wallet
      ? (findAmountError(context.form, context.guarantor)?.message ?? null)
      : validatePayment(
          { ...context.form, paymentAccountId: context.paymentAccountId, token: context.token },
          { ...context.guarantor, useWidget: context.useWidget, now: new Date() },
        );

/** A message by its catalogue id (the minimum's carries its amount). */
const idOf = (words: Words) => (typeof words === 'string' ? words : words.id);

const submitted = [{ type: 'SUBMIT', values: goodCard }, after('VALIDATION_DELAY')] as const;
/** The bill's amount typed, then a wallet's button pressed. */
const walletChosen = (wallet: 'googlePay' | 'applePay', amount = '245.50') =>
  [
    { type: 'AMOUNT_CHANGED', value: amount },
    { type: 'WALLET_CHOSEN', wallet },
  ] as const;
const paidByWallet = [
  ...walletChosen('googlePay'),
  { type: 'WALLET_TOKENIZED', token: 'wallet:ok' },
  after('VALIDATION_DELAY'),
] as const;

modelTest('payment machine', {
  ...paymentModel,
  inputs: paymentInputs,
  invariant: (snapshot, { previous }) => {
    const { context } = snapshot;
    // Nothing the machine logs carries the card number or CVV.
    expect(JSON.stringify(logged)).not.toMatch(/4111|"123"/);
    // Option and saved account always agree.
    expect(context.option === 2).toBe(context.paymentAccountId !== null);
    // Staff-assisted: the amount never changes.
    if (context.amountReadOnly) expect(context.form.amount).toBe('245.50');
    // The network alert shows exactly while its state holds the form back.
    expect(context.alert !== null).toBe(snapshot.matches('alerting'));
    // The waiting modal shows exactly while posting.
    expect(snapshot.hasTag('processing')).toBe(snapshot.matches('posting'));
    // The question 'may have gone through' shows exactly while the machine waits for its answer.
    expect(snapshot.hasTag('repostQuestion')).toBe(snapshot.matches('confirmingRepost'));
    // Nothing posts after a post that got no answer unless the guarantor said 'Pay again' just before.
    if (snapshot.matches('posting') && !previous?.matches('posting'))
      expect(previous?.matches('confirmingRepost') || !previous?.context.postMayHaveGoneThrough).toBe(true);
    // A wallet pays only on a provider with SqId and SqLocationId.
    if (context.wallet) expect(context.provider.SqLocationId).toBeTruthy();
    // A wallet's sheet, or the bank's dialog, shows exactly while the machine waits for its answer.
    expect(snapshot.hasTag('walletSheet')).toBe(snapshot.matches('payingByWallet'));
    expect(snapshot.hasTag('bankDialog')).toBe(snapshot.matches('payingFromBank'));
    // The bank pays only where the provider takes ACH, and never at once with a wallet.
    if (context.payingFromBank) expect(context.provider.AcceptedPaymentMethods).toContain('ACH');
    if (context.payingFromBank) expect(context.wallet).toBeNull();
    // Only the widget can say it is unavailable; the saved-card and card-field forms ignore it.
    if (context.widgetUnavailable) expect(context.useWidget).toBe(true);
    // The new card's name is only ever what was typed: never the guarantor's last name by itself.
    expect(context.form.nameOnCard).not.toBe(context.guarantor.LastName);
    if (context.alert !== null)
      expect([paymentMessages.networkFailure, paymentMessages.postInterrupted]).toContain(context.alert);
    if (context.error?.heading === null)
      expect(Object.values(paymentMessages).map((m) => idOf(typeof m === 'function' ? m(0) : m))).toContain(
        idOf(context.error.message),
      );
    if (previous?.matches('posting') && !snapshot.matches('posting') && !snapshot.matches('succeeded')) {
      // Right after a failed post: the token and card secrets are gone, the rest of the form is kept.
      expect(
        context.error?.heading === paymentMessages.failureHeading ||
          context.alert === paymentMessages.networkFailure ||
          context.alert === paymentMessages.postInterrupted,
      ).toBe(true);
      expect(english(context.error?.message ?? context.alert)).toMatch(/declined|transaction|may have gone through/);
      expect(context).toMatchObject({ token: null, result: null });
      expect(context.form).toEqual({ ...previous.context.form, cardNumber: '', cardCVV: '' });
    }
  },
  states: {
    posting: (snapshot) => {
      // Only a valid form is posted, and nothing can start a second post.
      expect(validationOf(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'SUBMIT', values: goodCard })).toBe(false);
      expect(snapshot.can({ type: 'CARD_TOKENIZED', token: 'x' })).toBe(false);
      expect(snapshot.can({ type: 'WALLET_CHOSEN', wallet: 'googlePay' })).toBe(false);
      // A wallet's post carries its token and no card data at all.
      const request = buildPaymentRequest(snapshot.context);
      if (snapshot.context.wallet || snapshot.context.payingFromBank) {
        expect(request.Token).toBe(snapshot.context.wallet ? 'wallet:ok' : 'bank:ok');
        for (const cardField of ['NameOnCard', 'CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear', 'ZipCode'])
          expect(request).not.toHaveProperty(cardField);
      }
    },
    // A sheet opens only for an amount that passes the rules, and nothing else can be sent meanwhile.
    payingByWallet: (snapshot) => {
      expect(validationOf(snapshot)).toBeNull();
      expect(snapshot.context.wallet).not.toBeNull();
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.can({ type: 'SUBMIT', values: goodCard })).toBe(false);
      expect(snapshot.can({ type: 'WALLET_CHOSEN', wallet: 'applePay' })).toBe(false);
    },
    confirmingRepost: (snapshot) => {
      // Asked only after a post that got no answer, with a form that may be posted as it is.
      expect(snapshot.context.postMayHaveGoneThrough).toBe(true);
      expect(validationOf(snapshot)).toBeNull();
      expect(snapshot.context.alert).toBeNull();
      expect(snapshot.can({ type: 'SUBMIT', values: goodCard })).toBe(false);
    },
    'form.waitingForToken': (snapshot) => {
      expect(validationOf(snapshot)).toBe(paymentMessages.invalidCardData);
      expect(snapshot.context.error).toBeNull();
      // Never waits for a token from a widget that said it cannot load.
      expect(snapshot.context.widgetUnavailable).toBe(false);
    },
    succeeded: (snapshot) => {
      const { context } = snapshot;
      expect(snapshot.status).toBe('done');
      expect(context.form).toMatchObject({ cardNumber: '', cardCVV: '' });
      expect(context.token).toBeNull();
      expect(snapshot.output).toMatchObject({ result: approved, provider: context.provider });
    },
  },
  journeys: [
    {
      name: "a wallet's token is posted after the amount rules pass",
      input: wallets,
      events: [...paidByWallet, done('processPayment', 'approved'), after('MODAL_CLOSE_DELAY')],
      expect: 'succeeded',
    },
    {
      name: 'an amount below the minimum never opens a sheet',
      input: wallets,
      events: [...walletChosen('googlePay', '1.00')],
      expect: { form: 'editing' },
    },
    {
      name: 'a cancelled sheet returns to the form without a message',
      input: wallets,
      events: [...walletChosen('applePay'), { type: 'WALLET_CANCELLED' }],
      expect: { form: 'editing' },
    },
    {
      name: 'a failed sheet returns to the form with a message',
      input: wallets,
      events: [...walletChosen('googlePay'), { type: 'WALLET_FAILED', status: 'Error' }],
      expect: { form: 'editing' },
    },
    {
      name: 'a valid new card is posted and, once the modal has shown 1 s, succeeds',
      input: base,
      events: [...submitted, done('processPayment', 'approved'), after('MODAL_CLOSE_DELAY')],
      expect: 'succeeded',
    },
    {
      name: 'the modal stays until the answer comes, even after 1 s',
      input: base,
      events: [...submitted, after('MODAL_CLOSE_DELAY')],
      expect: { posting: { request: 'pending', modal: 'closed' } },
    },
    {
      name: 'a decline returns to the form',
      input: base,
      events: [...submitted, done('processPayment', 'declined'), after('MODAL_CLOSE_DELAY')],
      expect: { form: 'editing' },
    },
    {
      name: 'a network failure returns to the form with the alert',
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'network'),
        { type: 'ALERT_DISMISSED' },
      ],
      expect: { form: 'editing' },
    },
    {
      name: 'a post that got no answer is not posted again by itself',
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'noAnswer'),
        { type: 'ALERT_DISMISSED' },
      ],
      expect: { form: 'editing' },
    },
    {
      name: 'after a post that got no answer, the next valid submit asks before posting',
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'noAnswer'),
        { type: 'ALERT_DISMISSED' },
        ...submitted,
      ],
      expect: 'confirmingRepost',
    },
    {
      name: "'Pay again' posts once more",
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'noAnswer'),
        { type: 'ALERT_DISMISSED' },
        ...submitted,
        { type: 'REPOST_CONFIRMED' },
      ],
      expect: { posting: { request: 'pending', modal: 'open' } },
    },
    {
      name: "'Do not pay now' returns to the form, and the next submit asks again",
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'noAnswer'),
        { type: 'ALERT_DISMISSED' },
        ...submitted,
        { type: 'REPOST_CANCELLED' },
        ...submitted,
      ],
      expect: 'confirmingRepost',
    },
    {
      name: 'after an answered fault (HTTP 500) the next submit posts without asking',
      input: base,
      events: [
        ...submitted,
        after('MODAL_CLOSE_DELAY'),
        failed('processPayment', 'network'),
        { type: 'ALERT_DISMISSED' },
        ...submitted,
      ],
      expect: { posting: { request: 'pending', modal: 'open' } },
    },
    {
      name: 'an empty submit shows the first rule and stays in the form',
      input: base,
      events: [{ type: 'SUBMIT' }, after('VALIDATION_DELAY')],
      expect: { form: 'editing' },
    },
    {
      name: "the widget's token resumes a submit that waits for it",
      input: widget,
      events: [...submitted, { type: 'CARD_TOKENIZED', token: 'cnon:ok' }, after('VALIDATION_DELAY')],
      expect: { posting: { request: 'pending', modal: 'open' } },
    },
    {
      name: 'a widget that cannot load ends the wait with the card-data message',
      input: widget,
      events: [...submitted, { type: 'WIDGET_UNAVAILABLE' }],
      expect: { form: 'editing' },
    },
  ],
});
