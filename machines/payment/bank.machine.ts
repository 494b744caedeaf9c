import {
  type ActorRef,
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

/**
 * Paying from a bank account (ACH) through Square's Web Payments SDK (or the demo stand-in with the
 * same interface), a child of the payment machine like the wallets. `off` unless the provider has
 * SqId, SqLocationId and `ACH` among its AcceptedPaymentMethods; otherwise detached until the page
 * shows the bank area, then loading → available (Square made its ACH method: the button shows) or
 * unavailable (the script or the method was refused: no button, never a dead one). The payment
 * machine checks the amount rules, then asks for the bank dialog (OPEN_DIALOG); Square's dialog
 * answers a token, a cancel (the guarantor left it) or a failure, which this machine tells the
 * payment actor. As with a wallet's sheet, the dialog and the tokenization are one call, one state.
 */

/** Square's ACH method as far as the portal uses it: its tokenize() answers through `ontokenization`. */
export interface BankMethod {
  tokenize(request: BankDebit): Promise<TokenizeResult>;
}

/** What the dialog is asked to debit: the account holder's name and the amount ('245.50'). */
export interface BankDebit {
  accountHolderName: string;
  amount: string;
}

/** What loading gives: the method, and how to destroy it when the page leaves the form. */
export interface LoadedBank {
  ach: BankMethod;
  destroy(): void;
}

export interface BankLoadInput {
  appId: string;
  locationId: string;
}

/** What the bank tells the payment actor: exactly the payment machine's own events. */
export type BankReport =
  { type: 'BANK_TOKENIZED'; token: string } | { type: 'BANK_CANCELLED' } | { type: 'BANK_FAILED'; status: string };

export interface BankInput {
  appId: string;
  locationId: string | null;
  /** The provider has SqId and SqLocationId, and `ACH` among its AcceptedPaymentMethods. */
  offered: boolean;
  payment: ActorRef<Snapshot<unknown>, BankReport>;
}

export interface BankContext extends BankInput {
  bank: LoadedBank | null;
}

export type BankEvent =
  /** The payment machine: the amount rules pass, open the bank dialog for this debit. */
  | ({ type: 'OPEN_DIALOG' } & BankDebit)
  /** DOM facts: the bank area is on the page, or has left it. */
  | { type: 'AREA_MOUNTED' }
  | { type: 'AREA_UNMOUNTED' };

export const bankMachine = setup({
  types: {
    context: {} as BankContext,
    events: {} as BankEvent,
    input: {} as BankInput,
    /** `dialogOpen`: Square's bank dialog shows. */
    tags: {} as 'dialogOpen',
  },
  actors: {
    /** Loads the SDK (once for every method) and asks Square for its ACH method. */
    loadBank: fromPromise<LoadedBank, BankLoadInput>(() => {
      throw new Error('loadBank not provided');
    }),
    /** The method's tokenize(): opens the bank dialog, answers the token or why there is none. */
    tokenizeBank: fromPromise<TokenizeResult, { ach: BankMethod; debit: BankDebit }>(() => {
      throw new Error('tokenizeBank not provided');
    }),
    /** Runs while the method is loaded; stopping it (leaving the form) destroys it. */
    destroyBankOnExit: fromCallback<EventObject, { bank: LoadedBank }>(() => {
      throw new Error('destroyBankOnExit not provided');
    }),
  },
  guards: {
    isOffered: ({ context }) => context.offered,
    isNoDialogOpen: not(stateIn({ loaded: 'dialogOpen' })),
    isTokenOk,
    isCancel,
  },
  actions: {
    forgetBank: assign({ bank: null }),
    reportToken: sendTo(
      ({ context }) => context.payment,
      (_, params: { token: string }) => ({ type: 'BANK_TOKENIZED' as const, token: params.token }),
    ),
    reportCancel: sendTo(({ context }) => context.payment, { type: 'BANK_CANCELLED' as const }),
    reportFailure: sendTo(
      ({ context }) => context.payment,
      (_, params: { status: string }) => ({ type: 'BANK_FAILED' as const, status: params.status }),
    ),
    logFault: (_, params: { error: unknown }) => logMethodFault('bank', params.error),
  },
}).createMachine({
  id: 'bank',
  context: ({ input }) => ({ ...input, bank: null }),
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
    checking: { always: [{ guard: 'isOffered', target: 'detached' }, { target: 'off' }] },
    /** No SqId, no SqLocationId or no `ACH`: the provider takes no bank payment. */
    off: {},
    detached: { on: { AREA_MOUNTED: 'loading' } },
    loading: {
      on: { AREA_UNMOUNTED: 'detached' },
      invoke: {
        id: 'loadBank',
        src: 'loadBank',
        input: ({ context }) => ({ appId: context.appId, locationId: context.locationId! }),
        onDone: { target: 'loaded', actions: assign({ bank: ({ event }) => event.output }) },
        onError: {
          target: 'unavailable',
          actions: { type: 'logFault', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The button shows; leaving (the form goes) destroys the method. */
    loaded: {
      invoke: { id: 'destroyBankOnExit', src: 'destroyBankOnExit', input: ({ context }) => ({ bank: context.bank! }) },
      on: { AREA_UNMOUNTED: { target: 'detached', actions: 'forgetBank' } },
      initial: 'available',
      states: {
        available: {
          on: { OPEN_DIALOG: { target: 'dialogOpen' } },
        },
        /** Square's dialog shows (tokenize() pending): the guarantor connects a bank account, or leaves. */
        dialogOpen: {
          tags: 'dialogOpen',
          invoke: {
            id: 'tokenizeBank',
            src: 'tokenizeBank',
            input: ({ context, event }) => ({
              ach: context.bank!.ach,
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
    unavailable: { on: { AREA_UNMOUNTED: 'detached' } },
  },
});
