// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import type { DeliveryMethodChange, DeliveryResponse, SuccessResult } from '@/api/types';
import { notificationChangeMachine } from '@machines/notification/notificationChange.machine';
import { notificationMessages } from '@machines/rules/messages';

function start(
  opts: {
    guarantorId?: string;
    delivery?: () => Promise<DeliveryResponse>;
    change?: (req: DeliveryMethodChange) => Promise<SuccessResult>;
  } = {},
) {
  const navigate = vi.fn();
  const change = vi.fn(opts.change ?? (() => Promise.resolve({ IsSuccess: true })));
  const machine = notificationChangeMachine.provide({
    actors: {
      validateDelivery: fromPromise(
        opts.delivery ?? (() => Promise.resolve({ DeliveryId: 'D1001', GuarantorId: 'G1', IsSuccess: true })),
      ),
      changeDeliveryMethod: fromPromise(({ input }) => change(input)),
    },
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  });
  const actor = createActor(machine, { input: { deliveryId: 'D1001', guarantorId: opts.guarantorId } }).start();
  return { actor, navigate, change };
}

describe('notification change', () => {
  it('learns the GuarantorId from the delivery and sends it with the e-mail', async () => {
    const { actor, change } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'EMAIL_CHANGED', email: ' ana@example.com ' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(change).toHaveBeenCalledWith({ DeliveryId: 'D1001', GuarantorId: 'G1', EmailAddress: 'ana@example.com' });
  });

  it('skips the delivery validation when the guarantor id is known', () => {
    const { actor } = start({ guarantorId: 'G9' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.guarantorId).toBe('G9');
  });

  it.each([
    ['an unknown delivery id', () => Promise.resolve({ DeliveryId: null, IsSuccess: false })],
    ['a failed delivery call', () => Promise.reject(new Error('offline'))],
  ])('treats %s as an invalid link', async (_name, delivery) => {
    const { actor, navigate } = start({ delivery });
    await waitFor(actor, (s) => s.matches('invalidDelivery'));
    expect(navigate).toHaveBeenCalledWith({ to: '/msg/invalid-delivery' });
  });

  it('cannot save an empty field (the button is disabled)', () => {
    const { actor } = start({ guarantorId: 'G1' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'EMAIL_CHANGED', email: '   ' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'EMAIL_CHANGED', email: 'a' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('rejects an address without an at sign, keeping it, and names the field', () => {
    const { actor, change } = start({ guarantorId: 'G1' });
    actor.send({ type: 'EMAIL_CHANGED', email: 'ana.example.com' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ana.example.com',
      error: { message: notificationMessages.invalidEmail, field: 'email' },
    });
    expect(change).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses', () => Promise.resolve({ IsSuccess: false, ErrorMessage: 'nope' })],
    ['cannot be reached', () => Promise.reject(new Error('offline'))],
  ])('shows the failure text, about no field, and keeps the e-mail when the server %s', async (_name, answer) => {
    const { actor } = start({ guarantorId: 'G1', change: answer });
    actor.send({ type: 'EMAIL_CHANGED', email: 'fail@example.com' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'fail@example.com',
      error: { message: notificationMessages.failure, field: null },
    });
  });
});
