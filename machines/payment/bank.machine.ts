import {
  type ActorRef,
  and,
  assign,
  type EventObject,
  fromCallback,
  fromPromise,
  not,
  sendTo,
  setup,
  type Snapshot,
  stateIn,
} from 'xstate';

import {
  isCancel,
  isTokenOk,
  logMethodFault,
  tokenAnswer,
  type TokenizeResult,
  UNAVAILABLE_STATUS,
} from './squareMethod';
import {
  type Destroyable,
  type Localizable,
  methodArea,
  type MethodAreaContext,
  type MethodAreaEvent,
  offeredStates,
} from './squareMethodArea';

/**
 * Paying from a bank account (ACH) through Square's Web Payments SDK (or the demo stand-in with the
 * same interface), a child of the payment machine like the wallets. `off` unless the provider has
 * SqId, SqLocationId and `ACH` among its AcceptedPaymentMethods; otherwise detached until the page
 * shows the bank area, then loading → available (Square made its ACH method: the button shows) or
 * unavailable (the script or the method was refused: no button, never a dead one). The payment
 * machine checks the amount rules, then asks for the bank dialog (OPEN_DIALOG); Square's dialog
 * answers a token, a cancel (the guarantor left it) or a failure, which this machine tells the
 * payment actor. As with a wallet's sheet, the dialog and the tokenization are one call, one state.
 * A bank whose sign-in is at the bank's own site takes the whole tab there and back (issue 46): the
 * method is made with a transaction id the payment keeps (BANK_TRIP_READY), and a payment that comes
 * back (`returning`) makes it again with that id and waits for Square's answer (`returning`).
 */

/** Square's ACH method as far as the portal uses it: its tokenize() answers through `ontokenization`. */
export interface BankMethod {
  tokenize(request: BankDebit): Promise<TokenizeResult>;
  /** Back from the bank's own sign-in page: Square's answer for the trip (a cancel when there was none). */
  awaitReturn(): Promise<TokenizeResult>;
}

/** What the dialog is asked to debit: the account holder's name and the amount ('245.50'). */
export interface BankDebit {
  accountHolderName: string;
  amount: string;
}

/** What loading gives: the method, its language, and how to destroy it when the page leaves the form. */
export interface LoadedBank extends Localizable {
  ach: BankMethod;
  /** The trip's transaction id the method was made with (a new one unless the payment kept one). */
  transactionId: string;
  destroy(): void;
}

export interface BankLoadInput {
  appId: string;
  locationId: string;
  transactionId: string | null;
}

/** What the bank tells the payment actor: exactly the payment machine's own events. */
export type BankReport =
  | { type: 'BANK_TOKENIZED'; token: string }
  | { type: 'BANK_CANCELLED' }
  | { type: 'BANK_FAILED'; status: string }
  | { type: 'BANK_TRIP_READY'; transactionId: string };

export interface BankInput {
  appId: string;
  locationId: string | null;
  /** The provider has SqId and SqLocationId, and `ACH` among its AcceptedPaymentMethods. */
  offered: boolean;
  payment: ActorRef<Snapshot<unknown>, BankReport>;
  /** The transaction id the payment kept for a trip to the bank's sign-in page (null: a new one). */
  transactionId: string | null;
  /** The payment came back from that trip: wait for Square's answer instead of offering the button. */
  returning: boolean;
}

export interface BankContext extends BankInput, MethodAreaContext<LoadedBank> {}

export type BankEvent =
  /** The payment machine: the amount rules pass, open the bank dialog for this debit. */
  ({ type: 'OPEN_DIALOG' } & BankDebit) | MethodAreaEvent;

/** The bank's area: its load is given the provider's application and location. */
const area = methodArea(({ context }: { context: BankContext }) => ({
  appId: context.appId,
  locationId: context.locationId!,
  transactionId: context.transactionId,
}));

export const bankMachine = setup({
  types: {
    context: {} as BankContext,
    events: {} as BankEvent,
    input: {} as BankInput,
    /** `dialogOpen`: Square's bank dialog shows. */
    tags: {} as 'loading' | 'unavailable' | 'dialogOpen',
  },
  actors: {
    /** Loads the SDK (once for every method) and asks Square for its ACH method. */
    loadMethod: fromPromise<LoadedBank, BankLoadInput>(() => {
      throw new Error('loadMethod not provided');
    }),
    /** The method's tokenize(): opens the bank dialog, answers the token or why there is none. */
    tokenizeBank: fromPromise<TokenizeResult, { ach: BankMethod; debit: BankDebit }>(() => {
      throw new Error('tokenizeBank not provided');
    }),
    /** Back from the bank's sign-in page: Square's answer for the trip. */
    awaitBankReturn: fromPromise<TokenizeResult, { ach: BankMethod }>(() => {
      throw new Error('awaitBankReturn not provided');
    }),
    /** Runs while the method is loaded; stopping it (leaving the form) destroys it. */
    destroyMethodOnExit: fromCallback<EventObject, { method: Destroyable }>(() => {
      throw new Error('destroyMethodOnExit not provided');
    }),
    /** Runs while the method shows: tells it the page's language, again on every switch (issue 48). */
    followPageLanguage: fromCallback<EventObject, { method: Localizable }>(() => {
      throw new Error('followPageLanguage not provided');
    }),
  },
  guards: {
    isOffered: ({ context }) => context.offered,
    isNoDialogOpen: and([not(stateIn({ loaded: 'dialogOpen' })), not(stateIn({ loaded: 'returning' }))]),
    isReturning: ({ context }) => context.returning,
    isTokenOk,
    isCancel,
  },
  actions: {
    keepArea: assign({ container: (_, params: { container: string }) => params.container }),
    forgetArea: assign({ container: null }),
    keepMethod: assign({ method: (_, params: { method: LoadedBank }) => params.method }),
    forgetMethod: assign({ method: null }),
    reportToken: sendTo(
      ({ context }) => context.payment,
      (_, params: { token: string }) => ({ type: 'BANK_TOKENIZED' as const, token: params.token }),
    ),
    reportCancel: sendTo(({ context }) => context.payment, { type: 'BANK_CANCELLED' as const }),
    /** The payment keeps the trip's transaction id with its own state (it outlives the page). */
    reportTrip: sendTo(
      ({ context }) => context.payment,
      ({ context }) => ({ type: 'BANK_TRIP_READY' as const, transactionId: context.method!.transactionId }),
    ),
    reportFailure: sendTo(
      ({ context }) => context.payment,
      (_, params: { status: string }) => ({ type: 'BANK_FAILED' as const, status: params.status }),
    ),
    logFault: (_, params: { error: unknown }) => logMethodFault('bank', params.error),
  },
}).createMachine({
  id: 'bank',
  context: ({ input }) => ({ ...input, container: null, method: null }),
  initial: 'checking',
  on: {
    // A dialog asked for where there is none (a stale press): the payment form goes back to editing.
    // While one shows, a second ask is dropped: one dialog, one answer.
    OPEN_DIALOG: {
      guard: 'isNoDialogOpen',
      actions: { type: 'reportFailure', params: { status: UNAVAILABLE_STATUS } },
    },
  },
  states: {
    ...offeredStates,
    ...area.states,
    loaded: {
      ...area.loaded,
      entry: 'reportTrip',
      initial: 'available',
      states: {
        available: {
          always: { guard: 'isReturning', target: 'returning' },
          on: { OPEN_DIALOG: { target: 'dialogOpen' } },
        },
        /** Back from the bank's own sign-in page: Square answers the trip (a token, or a cancel). */
        returning: {
          tags: 'dialogOpen',
          exit: assign({ returning: false }),
          invoke: {
            id: 'awaitBankReturn',
            src: 'awaitBankReturn',
            input: ({ context }) => ({ ach: context.method!.ach }),
            ...tokenAnswer,
          },
        },
        /** Square's dialog shows (tokenize() pending): the guarantor connects a bank account, or leaves. */
        dialogOpen: {
          tags: 'dialogOpen',
          invoke: {
            id: 'tokenizeBank',
            src: 'tokenizeBank',
            input: ({ context, event }) => ({
              ach: context.method!.ach,
              debit:
                event.type === 'OPEN_DIALOG'
                  ? { accountHolderName: event.accountHolderName, amount: event.amount }
                  : { accountHolderName: '', amount: '' },
            }),
            ...tokenAnswer,
          },
        },
      },
    },
    /** The SDK did not load, or Square refused its ACH method (the CSP, the browser): no button. */
    unavailable: area.unavailable,
  },
});
