// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { findLookupError } from '@machines/delivery/rules/lookup';
import { answerOutcome } from '@machines/rules/guarantorChecks';
import { lookupMessages } from '@machines/rules/messages';
import type { Words } from '@machines/rules/words';

import { done, failed, modelTest } from '../harness';
import { found, good, labelled, lookupModel } from './lookup.model';

const knownAlerts: Words[] = [
  lookupMessages.failure,
  lookupMessages.identifierRequired('Account Number'),
  lookupMessages.lastNameRequired,
  lookupMessages.zipRequired,
  lookupMessages.providerIdMissing,
];
const demo = { provider: labelled };
const submit = (values = good) => ({ type: 'SUBMIT' as const, values });

modelTest('statement lookup machine', {
  ...lookupModel,
  // A blank zip cannot pass the form's inline rule; the machine still checks it (spec order).
  events: {
    ...lookupModel.events,
    SUBMIT: [...lookupModel.events.SUBMIT, submit({ ...good, zipCode: ' ' })],
  },
  invariant: (snapshot) => {
    const { context } = snapshot;
    // Every alert is one the spec names.
    if (context.alert) expect(knownAlerts).toContainEqual(context.alert.message);
  },
  states: {
    checking: (snapshot) => {
      const { context } = snapshot;
      expect(findLookupError(context.values, context.provider)).toBeNull();
      expect(context.alert).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    locked: ({ context }) => expect(context.guarantor).toBeNull(),
    invalidBalance: ({ context }) => expect(context.guarantor).toBeNull(),
    duplicate: ({ context }) => expect(context.guarantor).toBeNull(),
    found: (snapshot) => {
      // Only a guarantor that passed every check reaches the statement.
      expect(answerOutcome(snapshot.context.guarantor!)).toBe('view');
      expect(snapshot.context.guarantor).toEqual(found);
      expect(snapshot.context.values).toEqual(good);
    },
  },
  journeys: [
    {
      name: 'a lookup that finds the guarantor ends in found',
      input: demo,
      events: [submit(), done('validateGuarantor', 'found')],
      expect: 'found',
    },
    {
      name: 'a blank identifier alerts and keeps what was typed',
      input: demo,
      events: [submit({ ...good, identifier: '  ' })],
      expect: 'editing',
    },
    {
      name: 'no ProviderId alerts before any call',
      input: { provider: { ...labelled, ProviderId: '' } },
      events: [submit()],
      expect: 'editing',
    },
    {
      name: 'no match alerts ERROR and the form stays',
      input: demo,
      events: [submit(), done('validateGuarantor', 'no match'), { type: 'ALERT_DISMISSED' }],
      expect: 'editing',
    },
    {
      name: 'a failed request alerts ERROR',
      input: demo,
      events: [submit(), failed('validateGuarantor', 'network')],
      expect: 'editing',
    },
    { name: 'locked', input: demo, events: [submit(), done('validateGuarantor', 'locked')], expect: 'locked' },
    {
      name: 'invalid balance',
      input: demo,
      events: [submit(), done('validateGuarantor', 'invalid balance')],
      expect: 'invalidBalance',
    },
    {
      name: 'duplicate lock',
      input: demo,
      events: [submit(), done('validateGuarantor', 'duplicate lock')],
      expect: 'duplicate',
    },
  ],
});
