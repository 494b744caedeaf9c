// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import type { DeliveryResponse, DeliveryValidationRequest, ValidatedGuarantor } from '@/api/types';
import { neverSettles } from '@/neverSettles';
import { deliveryMachine } from '@machines/delivery/delivery.machine';
import { confirmInfoMessages, deliveryMessages } from '@machines/rules/messages';
import { quickPayGuarantor as guarantor, refusedGuarantor as refused } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

function start(
  opts: {
    delivery?: () => Promise<DeliveryResponse>;
    answer?: (req: DeliveryValidationRequest) => Promise<ValidatedGuarantor>;
  } = {},
) {
  const navigate = vi.fn();
  const validateGuarantor = vi.fn(opts.answer ?? (() => Promise.resolve(guarantor)));
  const machine = deliveryMachine.provide({
    actors: {
      validateDelivery: fromPromise(opts.delivery ?? (() => Promise.resolve({ DeliveryId: 'D1002', IsSuccess: true }))),
      validateGuarantor: fromPromise(({ input }) => validateGuarantor(input)),
    },
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  });
  const actor = createActor(machine, {
    input: { deliveryId: 'D1002', provider },
  }).start();
  return { actor, navigate, validateGuarantor };
}

async function submitted(answer: ValidatedGuarantor | Error, lastName = 'Chen', zipCode = '94105') {
  const t = start({ answer: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)) });
  await waitFor(t.actor, (s) => s.matches('confirmingInfo'));
  t.actor.send({ type: 'SUBMIT', lastName, zipCode });
  await waitFor(t.actor, (s) => !s.matches('validatingGuarantor'));
  return t;
}

describe('delivery link', () => {
  it.each([
    ['no DeliveryId is returned', () => Promise.resolve({ DeliveryId: null, IsSuccess: false })],
    ['the call fails', () => Promise.reject(new Error('network'))],
  ])('goes to msg/invalid-delivery when %s', async (_name, delivery) => {
    const { actor, navigate } = start({ delivery });
    await waitFor(actor, (s) => s.matches('invalidDelivery'));
    expect(navigate).toHaveBeenCalledWith({ to: '/msg/invalid-delivery' });
  });

  it('keeps the typed values and alerts the first confirm-info rule that fails', async () => {
    const { actor, validateGuarantor } = start();
    await waitFor(actor, (s) => s.matches('confirmingInfo'));
    actor.send({ type: 'SUBMIT', lastName: 'Chen', zipCode: '9410' });
    expect(actor.getSnapshot().context).toMatchObject({
      lastName: 'Chen',
      zipCode: '9410',
      error: { message: confirmInfoMessages.zipInvalid, field: 'zipCode' },
    });
    actor.send({ type: 'SUBMIT', lastName: ' ', zipCode: '9410' });
    expect(actor.getSnapshot().context.error?.message).toBe(confirmInfoMessages.lastNameRequired);
    expect(validateGuarantor).not.toHaveBeenCalled();
  });

  it('sends ProviderId, DeliveryId, LastName and ZipCode to the guarantor validation', async () => {
    const { validateGuarantor } = await submitted(guarantor, ' Chen ', 'K1A 0B1');
    expect(validateGuarantor).toHaveBeenCalledWith({
      ProviderId: 'P1',
      DeliveryId: 'D1002',
      LastName: 'Chen',
      ZipCode: 'K1A 0B1',
    });
  });

  it('shows the retrieval text plus the server message after a refusal, values kept', async () => {
    const { actor } = await submitted(refused, 'Chan', '94105');
    expect(actor.getSnapshot().value).toBe('confirmingInfo');
    expect(actor.getSnapshot().context).toMatchObject({
      lastName: 'Chan',
      zipCode: '94105',
      refusal: [deliveryMessages.validationFailed, 'No guarantor matches that last name and zip code.'],
      error: null,
    });
  });

  it("alerts 'ERROR' on a network failure, values kept", async () => {
    const { actor } = await submitted(new Error('offline'), 'Chan', '94105');
    expect(actor.getSnapshot().value).toBe('confirmingInfo');
    expect(actor.getSnapshot().context).toMatchObject({
      lastName: 'Chan',
      zipCode: '94105',
      error: { message: deliveryMessages.networkFailure, field: null },
      refusal: null,
    });
  });

  it('clears the previous error when the guarantor tries again', async () => {
    const { actor } = await submitted(refused);
    actor.send({ type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, refusal: null });
  });

  it('validates the guarantor only once when Continue is pressed twice', async () => {
    const t = start({ answer: () => neverSettles() });
    await waitFor(t.actor, (s) => s.matches('confirmingInfo'));
    t.actor.send({ type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' });
    t.actor.send({ type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' });
    expect(t.validateGuarantor).toHaveBeenCalledTimes(1);
  });

  describe('applies the guarantor checks to the answer, in order', () => {
    const cases: Array<[string, Partial<ValidatedGuarantor>, string]> = [
      [
        'a locked refusal (the third wrong try) is locked, not a form error',
        { IsSuccess: false, IsGuarantorLocked: true },
        'locked',
      ],
      [
        'locked wins over every other flag',
        { IsGuarantorLocked: true, IsIB: true, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
        'locked',
      ],
      ['IsIB is an invalid balance', { IsIB: true }, 'invalidBalance'],
      ['IsIB on a refusal is an invalid balance, not a form error', { IsSuccess: false, IsIB: true }, 'invalidBalance'],
      [
        'an invalid balance wins over the duplicate lock',
        { IsIB: true, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
        'invalidBalance',
      ],
      [
        'the duplicate lock shows the duplicate-payment page',
        { IsPaymentLockedDueToDuplicateTransactionPrevention: true },
        'duplicate',
      ],
      ['a refusal without IsIB stays in the form', { IsSuccess: false }, 'confirmingInfo'],
      ['a clean answer shows the view', {}, 'validated'],
    ];
    it.each(cases)('%s', async (_name, flags, state) => {
      const { actor, navigate } = await submitted({ ...guarantor, ...flags });
      expect(actor.getSnapshot().value).toBe(state);
      // The message pages show in place: the address bar keeps /d/{id}.
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('exposes guarantor, provider and delivery id in the validated view', async () => {
    const { actor } = await submitted(guarantor);
    expect(actor.getSnapshot().context).toMatchObject({ guarantor, provider, deliveryId: 'D1002' });
  });
});
