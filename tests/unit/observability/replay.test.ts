// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';

import { REDACTED } from '@/observability/redact';
import { registryFrom } from '@/observability/replay/registry';
import { normalizeTrace, replayTrace } from '@/observability/replay/replay';
import { formatReport, formatState } from '@/observability/replay/timeline';
import * as guarantorView from '@machines/bill/guarantorView.machine';
import * as paymentOption from '@machines/bill/paymentOption.machine';
import * as quickPay from '@machines/bill/quickPay.machine';
import * as delivery from '@machines/delivery/delivery.machine';
import * as bank from '@machines/payment/bank.machine';
import * as cardWidget from '@machines/payment/cardWidget.machine';
import * as payment from '@machines/payment/payment.machine';
import * as wallets from '@machines/payment/wallets.machine';

import { CARD, recordDeliveryPayment } from './flows';

const modules = {
  'machines/payment/bank.machine.ts': bank,
  'machines/payment/cardWidget.machine.ts': cardWidget,
  'machines/delivery/delivery.machine.ts': delivery,
  'machines/bill/guarantorView.machine.ts': guarantorView,
  'machines/payment/payment.machine.ts': payment,
  'machines/bill/paymentOption.machine.ts': paymentOption,
  'machines/bill/quickPay.machine.ts': quickPay,
  'machines/payment/wallets.machine.ts': wallets,
};
const machines = registryFrom(modules);

/** As support receives it: JSON, nothing else. */
const asFile = (trace: unknown) => JSON.parse(JSON.stringify(trace)) as unknown;

describe('trace replay', () => {
  it('re-runs a declined payment to the recorded state at every step', async () => {
    const trace = asFile(await recordDeliveryPayment({ IsSuccess: false, ErrorMessage: 'Card declined' }));
    const report = replayTrace(trace, machines);
    expect(report.divergence).toBeNull();
    expect(report.fingerprintMismatches).toEqual([]);
    const payments = report.steps.filter((s) => s.machine === 'payment');
    expect(payments.map((s) => [s.eventType, formatState(s.replayed)])).toEqual([
      ['xstate.init', 'form.editing'],
      ['FIELD_CHANGED', 'form.editing'],
      ['SUBMIT', 'validating'],
      ['xstate.after.VALIDATION_DELAY.payment.validating', 'posting(request.pending, modal.open)'],
      ['xstate.done.actor.processPayment', 'posting(request.answered, modal.open)'],
      ['xstate.after.MODAL_CLOSE_DELAY.payment.posting.modal.open', 'form.editing'],
      ['xstate.stop', 'form.editing'],
    ]);
    // The replay ran on placeholders: the card never was in the trace.
    expect(JSON.stringify(trace)).not.toContain(CARD.cardNumber);
    expect(formatReport(report)).toContain('every state as recorded');
  });

  it('re-runs an approved payment to its final state', async () => {
    const report = replayTrace(asFile(await recordDeliveryPayment({ IsSuccess: true, TransactionId: 'T1' })), machines);
    expect(report.divergence).toBeNull();
    expect(report.steps.some((s) => s.machine === 'payment' && s.replayed === 'succeeded')).toBe(true);
  });

  it('names the first divergence when a machine changed since the trace was recorded', async () => {
    const trace = asFile(await recordDeliveryPayment({ IsSuccess: false }));
    const { config, implementations } = payment.paymentMachine;
    const changed = createMachine(
      { ...config, states: { ...config.states, form: { ...config.states!.form, initial: 'waitingForToken' } } },
      implementations,
    );
    const report = replayTrace(trace, { ...machines, payment: changed });
    expect(report.fingerprintMismatches.map((m) => m.machine)).toEqual(['payment']);
    expect(report.fingerprintMismatches[0]!.current).not.toBe('missing');
    expect(report.divergence?.step).toMatchObject({ actorId: 'payment', eventType: 'xstate.init', ok: false });
    expect(report.divergence?.reason).toContain("machine 'payment' has changed");
    expect(formatReport(report)).toMatch(/FIRST DIVERGENCE at #\d+ .* payment on xstate\.init/);
  });

  it('says which machine a trace needs when this code has none of that name', async () => {
    const trace = asFile(await recordDeliveryPayment({ IsSuccess: false }));
    const withoutOption = { ...machines };
    delete withoutOption.paymentOption;
    const report = replayTrace(trace, withoutOption);
    expect(report.divergence?.reason).toBe("no machine 'paymentOption' in this code");
  });

  it('reports, rather than hides, a guard that read a value the placeholder does not match', async () => {
    const file = asFile(await recordDeliveryPayment({ IsSuccess: false })) as {
      pages: { entries: { eventType: string; state: unknown; machine?: string }[] }[];
    };
    // As if the guarantor's card number had failed validation: the recorded run went back to the form.
    const entries = file.pages[0]!.entries;
    const after = entries.findIndex(
      (e) => e.machine === 'payment' && e.eventType.startsWith('xstate.after.VALIDATION'),
    );
    entries[after]!.state = { form: 'editing' };
    const report = replayTrace(file, machines);
    expect(report.divergence?.reason).toContain('a guard may read a redacted value');
    expect(report.steps.filter((s) => s.note?.includes('earlier step diverged')).length).toBeGreaterThan(0);
  });

  it('reads older downloads (a bare array of entries) and rejects anything else', () => {
    expect(normalizeTrace([]).pages).toHaveLength(1);
    expect(() => normalizeTrace({ hello: 1 })).toThrow(/not a portal trace/);
    expect(REDACTED).toBe('[redacted]');
  });

  it('finds every exported machine by its id and refuses two machines with one id', () => {
    expect(Object.keys(machines).sort()).toEqual([
      'bank',
      'cardWidget',
      'delivery',
      'guarantorView',
      'payment',
      'paymentOption',
      'quickPay',
      'wallets',
    ]);
    expect(() =>
      registryFrom({ ...modules, 'machines/copy.machine.ts': { otherMachine: createMachine({ id: 'payment' }) } }),
    ).toThrow(/machine id 'payment'/);
  });
});
