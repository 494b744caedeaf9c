// The statement lookup model: shared by its model test and its screen test.
import { lookupMachine } from '@machines/delivery/lookup.machine';
import { quickPayGuarantor, refusedGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import type { ModelDefinition } from '../harness';

export const labelled = { ...provider, VerificationLabel1: 'Account Number' };
export const found = { ...quickPayGuarantor, PA: [] };
export const good = { identifier: 'A1001', lastName: 'Rivera', zipCode: '30301' };

/** Samples a user can send through the form (spaces pass the inline rules, not the submit-time checks). */
export const lookupModel = {
  machine: lookupMachine,
  inputs: { 'demo provider': { provider: labelled }, 'no ProviderId': { provider: { ...labelled, ProviderId: '' } } },
  events: {
    SUBMIT: [
      { type: 'SUBMIT', values: good },
      { type: 'SUBMIT', values: { ...good, identifier: '  ' } },
      { type: 'SUBMIT', values: { ...good, lastName: ' ' } },
    ],
    ALERT_DISMISSED: [{ type: 'ALERT_DISMISSED' }],
    RESTORED: [
      { type: 'RESTORED', sessionLive: true },
      { type: 'RESTORED', sessionLive: false },
    ],
  },
  fixtures: {
    validateGuarantor: {
      done: {
        found,
        'no match': refusedGuarantor,
        locked: { ...refusedGuarantor, IsGuarantorLocked: true },
        'invalid balance': { ...found, IsIB: true },
        'duplicate lock': { ...found, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
      },
      error: { network: new Error('Network Error') },
    },
  },
  traversal: 'shortest',
} satisfies ModelDefinition<typeof lookupMachine>;
