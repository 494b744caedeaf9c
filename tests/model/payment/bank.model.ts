// The bank machine's model: shared by its model test and its screen test (the bank's area of the form).
import type { ActorRef, Snapshot } from 'xstate';

import { bankMachine, type BankReport, type LoadedBank } from '@machines/payment/bank.machine';

import type { Fixtures, ModelDefinition } from '../harness';

const ach = {
  tokenize: () => Promise.resolve({ status: 'OK', token: 'bank:ok' }),
  awaitReturn: () => Promise.resolve({ status: 'OK', token: 'bank:ok' }),
};
const loaded: LoadedBank = { ach, transactionId: 'trip-1', destroy: () => {}, setLocale: () => Promise.resolve() };

/** The dialog's debit as the payment machine asks for it: the bill's name and amount (tests/fixtures/payment). */
export const debit = { type: 'OPEN_DIALOG', accountHolderName: 'Ana Rivera', amount: '245.50' } as const;

/** `payment`: whatever stands in for the payment actor, to which the bank reports. */
export function bankModel(payment: ActorRef<Snapshot<unknown>, BankReport>) {
  const base = {
    appId: 'sandbox-sq0idb-demo',
    locationId: 'demo-location-1',
    offered: true,
    payment,
    transactionId: null,
    returning: false,
  };
  return {
    base,
    model: {
      machine: bankMachine,
      inputs: {
        'ACH accepted': base,
        // No SqId, no SqLocationId or no ACH (payment.context.ts `takesBank`).
        'not offered': { ...base, offered: false },
        // Back from the bank's own sign-in page (issue 46), with the transaction id the payment kept.
        'back from the bank': { ...base, transactionId: 'trip-1', returning: true },
      },
      events: {
        OPEN_DIALOG: [debit],
        AREA_MOUNTED: [{ type: 'AREA_MOUNTED', container: '#bank-payment' }],
        AREA_UNMOUNTED: [{ type: 'AREA_UNMOUNTED' }],
      },
      fixtures: {
        loadMethod: {
          done: { loaded },
          // The script or Square's ACH method refused (the CSP, the network, a location without ACH).
          error: { refused: new Error('PaymentMethodUnsupportedError') },
        },
        tokenizeBank: {
          done: { ok: { status: 'OK', token: 'bank:ok' }, cancel: { status: 'Cancel' }, error: { status: 'Error' } },
          error: { fault: new Error('TokenizationError') },
        },
        awaitBankReturn: {
          done: {
            approved: { status: 'OK', token: 'bank:ok' },
            cancelled: { status: 'Cancel' },
            failed: { status: 'Error' },
          },
          error: { fault: new Error('TokenizationError') },
        },
        destroyMethodOnExit: { done: {} },
        followPageLanguage: { done: {} },
      } satisfies Fixtures<typeof bankMachine>,
      traversal: 'shortest',
    } satisfies ModelDefinition<typeof bankMachine>,
  };
}
