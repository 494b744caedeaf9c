import {
  type ActorRef,
  assign,
  type EventObject,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type Snapshot,
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
 * Apple Pay and Google Pay through Square's Web Payments SDK (or the demo stand-in with the same
 * interface), a child of the payment machine. `off` without SqId and SqLocationId (no button ever);
 * otherwise detached until the page mounts the wallets' area, then loading → available (the wallets
 * the browser can use, their buttons drawn) or unavailable (none: no button, never a dead one).
 * The payment machine checks the amount rules and then asks for a sheet (OPEN_SHEET); the sheet's
 * tokenize() answers the token, a cancel or a failure, which this machine tells the payment actor.
 * Square's tokenize() opens the sheet and answers once Square has tokenized what the guarantor
 * approved, so `sheetOpen` is the sheet and the tokenization in one call (docs/decisions.md).
 */

export type WalletName = 'googlePay' | 'applePay';

/** A wallet the browser can use (Square's GooglePay / ApplePay, as far as the portal uses them). */
export interface WalletMethod {
  tokenize(): Promise<TokenizeResult>;
}

/** What loading gives: the wallets the browser can use (null: not here), the request's total, the language. */
export interface LoadedWallets extends Localizable {
  googlePay: WalletMethod | null;
  applePay: WalletMethod | null;
  /** Makes the payment request's total follow the amount field ('245.50'). */
  setTotal(amount: string): void;
  /** Detaches Google Pay's button and forgets the request (the page leaves the form). */
  destroy(): void;
}

export interface WalletsLoadInput {
  appId: string;
  locationId: string;
  /** The element Google Pay's button attaches to. */
  container: string;
  /** The amount field as the request's total ('245.50'), and its label: the provider's name. */
  total: string;
  label: string;
}

/** What the wallets tell the payment actor: exactly the payment machine's own events. */
export type WalletsReport =
  | { type: 'WALLET_TOKENIZED'; token: string }
  | { type: 'WALLET_CANCELLED' }
  | { type: 'WALLET_FAILED'; status: string };

export interface WalletsInput {
  appId: string;
  /** The provider's SqLocationId: without it (or without SqId) the wallets stay off. */
  locationId: string | null;
  total: string;
  label: string;
  payment: ActorRef<Snapshot<unknown>, WalletsReport>;
}

export interface WalletsContext extends WalletsInput, MethodAreaContext<LoadedWallets> {
  /** The wallet whose sheet was asked for last. */
  chosen: WalletName | null;
}

export type WalletsEvent =
  /** The payment machine: the amount rules pass, open this wallet's sheet. */
  | { type: 'OPEN_SHEET'; wallet: WalletName }
  /** The payment machine: the amount field changed (a valid total, '245.50'). */
  | { type: 'TOTAL_CHANGED'; total: string }
  | MethodAreaEvent;

/** The wallets' area: Google Pay's button attaches to it; loading answers the wallets the browser can use. */
const area = methodArea(
  ({ context }: { context: WalletsContext }) => ({
    appId: context.appId,
    locationId: context.locationId!,
    container: context.container!,
    total: context.total,
    label: context.label,
  }),
  true,
);

export const walletsMachine = setup({
  types: {
    context: {} as WalletsContext,
    events: {} as WalletsEvent,
    input: {} as WalletsInput,
    /** `loading`: the buttons are on their way; `sheetOpen`: a wallet's sheet shows. */
    tags: {} as 'loading' | 'unavailable' | 'sheetOpen',
  },
  actors: {
    /** Loads the SDK, builds the payment request, attaches Google Pay's button, asks for Apple Pay. */
    loadMethod: fromPromise<LoadedWallets, WalletsLoadInput>(() => {
      throw new Error('loadMethod not provided');
    }),
    /** The wallet's tokenize(): opens its sheet, answers the token or why there is none. */
    tokenizeWallet: fromPromise<TokenizeResult, { wallet: WalletMethod }>(() => {
      throw new Error('tokenizeWallet not provided');
    }),
    /** Runs while the wallets are loaded; stopping it (leaving the form) destroys them. */
    destroyMethodOnExit: fromCallback<EventObject, { method: Destroyable }>(() => {
      throw new Error('destroyMethodOnExit not provided');
    }),
    /** Runs while the wallets show: tells them the page's language, again on every switch (issue 48). */
    followPageLanguage: fromCallback<EventObject, { method: Localizable }>(() => {
      throw new Error('followPageLanguage not provided');
    }),
  },
  guards: {
    isOffered: ({ context }) => Boolean(context.appId && context.locationId),
    /** The browser can use at least one wallet. */
    isUsable: (_, params: { method: LoadedWallets }) => Boolean(params.method.googlePay ?? params.method.applePay),
    isWalletOffered: ({ context }, params: { wallet: WalletName }) => context.method?.[params.wallet] != null,
    isTokenOk,
    isCancel,
  },
  actions: {
    keepArea: assign({ container: (_, params: { container: string }) => params.container }),
    forgetArea: assign({ container: null }),
    keepMethod: assign({ method: (_, params: { method: LoadedWallets }) => params.method }),
    forgetMethod: assign({ method: null }),
    chooseWallet: assign({ chosen: (_, params: { wallet: WalletName }) => params.wallet }),
    keepTotal: assign({ total: (_, params: { total: string }) => params.total }),
    /** The request's total follows the amount field while the buttons show. */
    updateTotal: ({ context }, params: { total: string }) => context.method?.setTotal(params.total),
    reportToken: sendTo(
      ({ context }) => context.payment,
      (_, params: { token: string }) => ({ type: 'WALLET_TOKENIZED' as const, token: params.token }),
    ),
    reportCancel: sendTo(({ context }) => context.payment, { type: 'WALLET_CANCELLED' as const }),
    reportFailure: sendTo(
      ({ context }) => context.payment,
      (_, params: { status: string }) => ({ type: 'WALLET_FAILED' as const, status: params.status }),
    ),
    /** Only the error's name: messages can echo what the wallet held. */
    logFault: (_, params: { error: unknown }) => logMethodFault('wallets', params.error),
  },
}).createMachine({
  id: 'wallets',
  context: ({ input }) => ({ ...input, container: null, method: null, chosen: null }),
  initial: 'checking',
  on: {
    TOTAL_CHANGED: { actions: { type: 'keepTotal', params: ({ event }) => ({ total: event.total }) } },
    // A sheet asked for where there is none (a stale click): the payment form goes back to editing.
    OPEN_SHEET: { actions: { type: 'reportFailure', params: { status: UNAVAILABLE_STATUS } } },
  },
  states: {
    ...offeredStates,
    ...area.states,
    /** The wallets' buttons are on the page. */
    loaded: {
      ...area.loaded,
      initial: 'available',
      states: {
        available: {
          entry: { type: 'updateTotal', params: ({ context }) => ({ total: context.total }) },
          on: {
            TOTAL_CHANGED: {
              actions: [
                { type: 'keepTotal', params: ({ event }) => ({ total: event.total }) },
                { type: 'updateTotal', params: ({ event }) => ({ total: event.total }) },
              ],
            },
            OPEN_SHEET: {
              guard: { type: 'isWalletOffered', params: ({ event }) => ({ wallet: event.wallet }) },
              target: 'sheetOpen',
              actions: { type: 'chooseWallet', params: ({ event }) => ({ wallet: event.wallet }) },
            },
          },
        },
        /** The sheet shows (tokenize() pending): its total is fixed; the amount's changes apply after it. */
        sheetOpen: {
          tags: 'sheetOpen',
          invoke: {
            id: 'tokenizeWallet',
            src: 'tokenizeWallet',
            input: ({ context }) => ({ wallet: context.method![context.chosen!]! }),
            ...tokenAnswer,
          },
        },
      },
    },
    /** The SDK did not load, or the browser can use no wallet: no button (the card form stays). */
    unavailable: area.unavailable,
  },
});
