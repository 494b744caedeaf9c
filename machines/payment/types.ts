import type { RestoredEvent } from '@machines/restored';
import type { Words } from '@machines/rules/words';
import type { GuarantorData, ProviderData, TransactionResult } from '@machines/types';

import type { WalletName } from './wallets.machine';

export type { WalletName };

/** The three ways in: delivery link, statement lookup, staff-assisted single sign-on (admin token). */
export interface PaymentInput {
  provider: ProviderData;
  guarantor: GuarantorData;
  /** Present for staff-assisted payments: sent as AdminTokenId and makes the amount read-only. */
  adminTokenId?: string | null;
  deliveryId?: string | null;
  /** The provider has an SqId: card entry is the card widget, which yields a token. */
  useWidget: boolean;
  /** The statement lookup flow has its own card messages (spec section 5); default: the payment form's. */
  cardMessages?: CardMessages;
}

/** 1 new card, 2 saved card (spec section 4). */
export type PaymentOption = 1 | 2;

/** What the guarantor typed on the payment form. Card number and CVV live only in memory. */
export interface PaymentFormValues {
  amount: string;
  email: string;
  phone: string;
  nameOnCard: string;
  cardNumber: string;
  cardCVV: string;
  expMonth: string;
  expYear: string;
  billingZip: string;
}

export interface PaymentValidationInput extends PaymentFormValues {
  /** Saved card chosen (option 2); null for a new card. */
  paymentAccountId: string | null;
  /** The card widget's token, when it has given one. */
  token: string | null;
}

export interface PaymentValidationContext {
  MP: number;
  MAX: number | null;
  AmountDue: number;
  useWidget: boolean;
  /** Injected clock for the expiry check. */
  now: Date;
  /** Which card messages apply: the payment form's (default) or the statement lookup flow's. */
  cardMessages?: CardMessages;
}

/** Spec section 5 has two sets of card messages: the payment form's and the statement lookup flow's. */
export type CardMessages = 'delivery' | 'statement';

/** A field a message can be about: the form's, or the bank's account holder's name. */
export type MessageField = keyof PaymentFormValues | 'accountHolderName';

/** A failed rule: its message and the field it is about (null: no single field, e.g. the widget). */
export interface PaymentFieldError {
  field: MessageField | null;
  message: Words;
}

export interface PaymentError {
  /** 'Sorry, there was an error while processing your payment' for a declined post, else null. */
  heading: Words | null;
  message: Words;
  /** The field a validation message is about, so the form can mark it invalid. */
  field: MessageField | null;
}

export interface PaymentContext {
  provider: ProviderData;
  guarantor: GuarantorData;
  adminTokenId: string | null;
  deliveryId: string | null;
  useWidget: boolean;
  cardMessages: CardMessages;
  amountReadOnly: boolean;
  /** Card number and CVV live here only while needed: wiped after every post, never traced. */
  form: PaymentFormValues;
  option: PaymentOption;
  paymentAccountId: string | null;
  token: string | null;
  /** The wallet paying now (its sheet is open, or its token is being posted); null for a card. */
  wallet: WalletName | null;
  /** The bank account pays now (Square's bank dialog is open, or its token is being posted). */
  payingFromBank: boolean;
  /** The transaction id of the bank's method, kept for a trip to the bank's own sign-in page (issue 46). */
  bankTransactionId: string | null;
  /** The bank account holder's name for Square's bank dialog: the guarantor's name until edited. */
  accountHolderName: string;
  /** The card widget said it cannot load (since the last submit): a submit shows an error, not a wait. */
  widgetUnavailable: boolean;
  /** The error box under the form (validation message, or heading + server ErrorMessage). */
  error: PaymentError | null;
  /** An alert dialog (network failure), dismissed with ALERT_DISMISSED. */
  alert: Words | null;
  /** The approved ProcessPayment answer (set while posting; null again after a failure). */
  result: TransactionResult | null;
  /**
   * The last post's outcome is unknown (OutcomeUnknown), so it may have gone through: the next post
   * waits for the guarantor to confirm (state `confirmingRepost`).
   */
  postMayHaveGoneThrough: boolean;
}

/** What the confirmation page and the autopay machine need. */
export interface PaymentOutput {
  result: TransactionResult;
  /** Paid from a bank account (ACH): the confirmation says it takes some business days. */
  fromBankAccount?: boolean;
  paymentAmount: number;
  provider: ProviderData;
  guarantor: GuarantorData;
}

export type PaymentField = Exclude<keyof PaymentFormValues, 'amount'>;

export type PaymentEvent =
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'FIELD_CHANGED'; field: PaymentField; value: string }
  | { type: 'SAVED_CARD_CHOSEN'; paymentAccountId: string }
  | { type: 'NEW_CARD_CHOSEN' }
  /**
   * The form was submitted with formik's values, merged over the context (the amount is ignored when
   * read-only). With the card widget, the machine itself asks the widget for a token.
   */
  | { type: 'SUBMIT'; values?: Partial<PaymentFormValues> }
  /** Quick-pay's 'Yes': pay `amount` with the saved card `paymentAccountId`, as one submit. */
  | { type: 'QUICK_PAY_CONFIRMED'; paymentAccountId: string; amount: number }
  /** From the card widget (a child of this machine), see CardWidgetReport. */
  | { type: 'CARD_TOKENIZED'; token: string }
  | { type: 'TOKENIZE_FAILED'; status: string }
  | { type: 'WIDGET_UNAVAILABLE' }
  /** A wallet's button (Google Pay, Apple Pay): check the amount rules, then open its sheet. */
  | { type: 'WALLET_CHOSEN'; wallet: WalletName }
  /** From the wallets (a child of this machine), see WalletsReport. */
  | { type: 'WALLET_TOKENIZED'; token: string }
  | { type: 'WALLET_CANCELLED' }
  | { type: 'WALLET_FAILED'; status: string }
  /** The bank's account holder's name as it is typed. */
  | { type: 'ACCOUNT_HOLDER_CHANGED'; value: string }
  /** 'Pay from bank account': check the amount rules, then open Square's bank dialog. */
  | { type: 'BANK_CHOSEN' }
  /** From the bank (a child of this machine), see BankReport. */
  | { type: 'BANK_TOKENIZED'; token: string }
  | { type: 'BANK_CANCELLED' }
  | { type: 'BANK_FAILED'; status: string }
  /** The bank's method is made with this transaction id: kept for a trip to the bank's sign-in page. */
  | { type: 'BANK_TRIP_READY'; transactionId: string }
  | { type: 'ALERT_DISMISSED' }
  /** The answer to 'your last payment may have gone through': post again, or not. */
  | { type: 'REPOST_CONFIRMED' }
  | { type: 'REPOST_CANCELLED' }
  | RestoredEvent;

/**
 * Told to whoever listens (`actor.on`): a post failed (declined or no answer). The machine has
 * wiped its own card number and CVV; the form clears what is on screen too.
 */
export type PaymentEmitted = { type: 'postFailed' };

/**
 * `processing`: the post is in flight and the waiting modal shows. `repostQuestion`: the dialog asks
 * whether to post again after a post that got no answer. `walletSheet`: a wallet's sheet is open.
 * `bankDialog`: Square's bank dialog is open.
 */
export type PaymentTag = 'processing' | 'repostQuestion' | 'walletSheet' | 'bankDialog';
