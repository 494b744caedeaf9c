import { expect } from 'vitest';

import { answerOutcome } from '@machines/guarantorChecks';
import { lookupMachine } from '@machines/lookup.machine';
import { findLookupError } from '@machines/rules/lookup';
import { lookupMessages } from '@machines/rules/messages';
import { quickPayGuarantor as guarantor, refusedGuarantor as refused } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { type Fixtures, modelTest } from './harness';

const labelled = { ...provider, VerificationLabel1: 'Account Number' };
const found = { ...guarantor, PA: [] };

const fixtures = {
  validateGuarantor: {
    done: {
      found,
      'no match': refused,
      locked: { ...refused, IsGuarantorLocked: true },
      'invalid balance': { ...found, IsIB: true },
      'duplicate lock': { ...found, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
    },
    error: { network: new Error('Network Error') },
  },
} satisfies Fixtures<typeof lookupMachine>;

const good = { identifier: 'A1001', lastName: 'Rivera', zipCode: '30301' };
const knownAlerts: string[] = [
  lookupMessages.failure,
  lookupMessages.identifierRequired('Account Number'),
  lookupMessages.lastNameRequired,
  lookupMessages.zipRequired,
  lookupMessages.providerIdMissing,
];

modelTest('statement lookup machine', {
  machine: lookupMachine,
  inputs: { 'demo provider': { provider: labelled }, 'no ProviderId': { provider: { ...labelled, ProviderId: '' } } },
  events: [
    { type: 'SUBMIT', values: good },
    { type: 'SUBMIT', values: { ...good, identifier: '  ' } },
    { type: 'SUBMIT', values: { ...good, lastName: '' } },
    { type: 'SUBMIT', values: { ...good, zipCode: ' ' } },
    { type: 'ALERT_DISMISSED' },
  ],
  fixtures,
  traversal: 'shortest',
  check: (snapshot) => {
    const { context } = snapshot;
    // Every alert is one the spec names, and what was typed is kept through it.
    if (context.alert) expect(knownAlerts).toContain(context.alert.message);
    if (snapshot.matches('checking')) {
      expect(findLookupError(context.values, context.provider)).toBeNull();
      expect(context.alert).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(true);
    }
    if ((['locked', 'invalidBalance', 'duplicate'] as const).some((s) => snapshot.matches(s)))
      expect(context.guarantor).toBeNull();
    if (snapshot.matches('found')) {
      // Only a guarantor that passed every check reaches the statement, handed on as the output.
      expect(answerOutcome(context.guarantor!)).toBe('view');
      expect(snapshot.output).toEqual({ guarantor: found });
      expect(context.values).toEqual(good);
    }
  },
});
