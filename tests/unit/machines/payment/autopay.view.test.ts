// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { autopayMachine } from '@machines/payment/autopay.machine';
import { type AutopayView, autopayView } from '@machines/payment/autopay.view';

import { approvedResult, statePaths } from '../viewStates';

const { context } = createActor(autopayMachine, { input: { result: approvedResult, guarantorId: 'G1' } }).getSnapshot();

const table: Record<string, AutopayView> = {
  deciding: { step: null, enrolling: false },
  waiting: { step: null, enrolling: false },
  offering: { step: 'offer', enrolling: false },
  enrolling: { step: 'offer', enrolling: true },
  confirmed: { step: 'confirmed', enrolling: false },
  failed: { step: 'failed', enrolling: false },
  mayHaveGoneThrough: { step: 'mayHaveGoneThrough', enrolling: false },
  declined: { step: 'reminder', enrolling: false },
  closed: { step: null, enrolling: false },
  none: { step: null, enrolling: false },
};

describe('autopayView', () => {
  it('has a row for every state of the machine', () => {
    expect(Object.keys(table).sort()).toEqual(statePaths(autopayMachine));
  });

  it.each(Object.entries(table))('%s → %o', (value, view) => {
    expect(autopayView(autopayMachine.resolveState({ value, context }))).toEqual(view);
  });
});
