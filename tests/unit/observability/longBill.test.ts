// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// A long bill in the trace (issue 47): recorded as its first visits, so its entries go to support whole.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';

import { billTotal, longBillEncounters } from '@/demo/encounters';
import { createObservedActor } from '@/observability/observe';
import { MAX_RECORDS } from '@/observability/redact';
import { MAX_ENTRY_BYTES, planBatches } from '@/observability/send';
import { clearTrace, getTrace, type TraceEntry } from '@/observability/trace';
import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { deliveryMachine } from '@machines/delivery/delivery.machine';
import type { DeliveryResponse, DeliveryValidationRequest, ValidatedGuarantor } from '@machines/types';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

const Details = longBillEncounters(2000, 'Pat');
/** D1010-like: 2,000 visits, no quick-pay. */
const longGuarantor: ValidatedGuarantor = {
  ...quickPayGuarantor,
  QP: false,
  PA: [],
  Details,
  AmountDue: billTotal(Details),
};

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** Every `Details` list anywhere in a recorded entry. */
function visitLists(value: unknown, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(value)) value.forEach((item) => visitLists(item, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === 'Details' && Array.isArray(item)) found.push(item);
      visitLists(item, found);
    }
  return found;
}

/** The delivery link's confirmation and the validated view, as the app runs them, for a 2,000-visit bill. */
async function recordLongBill(): Promise<TraceEntry[]> {
  clearTrace();
  vi.useFakeTimers();
  const delivery = createObservedActor(
    deliveryMachine.provide({
      actors: {
        validateDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(() =>
          Promise.resolve({ DeliveryId: 'D1010', GuarantorId: 'G1', IsSuccess: true }),
        ),
        validateGuarantor: fromPromise<ValidatedGuarantor, DeliveryValidationRequest>(() =>
          Promise.resolve(longGuarantor),
        ),
      },
      actions: { navigate: () => undefined },
    }),
    { input: { deliveryId: 'D1010', provider } },
  ).start();
  await vi.advanceTimersByTimeAsync(0);
  delivery.send({ type: 'SUBMIT', lastName: 'Longer', zipCode: '30311' });
  await vi.advanceTimersByTimeAsync(0);
  const { context } = delivery.getSnapshot();
  const view = createObservedActor(guarantorViewMachine.provide({ actions: { navigate: () => undefined } }), {
    input: { provider, guarantor: context.guarantor!, deliveryId: 'D1010', confirmation: confirmationInbox().ref },
  }).start();
  expect(view.getSnapshot().context.guarantor.Details).toHaveLength(2000);
  view.stop();
  delivery.stop();
  return getTrace();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a 2,000-visit bill in the trace', () => {
  it('is recorded as its first visits, with its amount due, in entries a batch sends whole', async () => {
    const entries = await recordLongBill();
    const lists = entries.flatMap((entry) => visitLists(entry));
    // The validation's answer, the view's input and its children's inputs all carry the bill.
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.every((list) => list.length === MAX_RECORDS)).toBe(true);
    expect(JSON.stringify(entries)).toContain(`"AmountDue":${longGuarantor.AmountDue}`);
    expect(entries.filter((entry) => bytes(entry) > MAX_ENTRY_BYTES).map((e) => e.eventType)).toEqual([]);
    const sent = planBatches(entries, 200).flat();
    expect(sent.filter((entry) => 'truncated' in entry.event).map((e) => e.eventType)).toEqual([]);
  });
});
