// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { validateConfirmInfo } from '@machines/delivery/rules/confirmInfo';
import { guarantorOutcome } from '@machines/rules/guarantorChecks';
import { confirmInfoMessages, deliveryMessages } from '@machines/rules/messages';
import { provider } from '@tests/fixtures/provider';

import { done, failed, modelTest } from '../harness';
import { deliveryModel, navigate } from './delivery.model';

const goodInfo = { type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' } as const;
const toValidation = [done('validateDelivery', 'valid'), goodInfo] as const;
const noGuarantor = (snapshot: { context: { guarantor: unknown } }) => expect(snapshot.context.guarantor).toBeNull();

modelTest('delivery machine', {
  ...deliveryModel,
  states: {
    // A link checked beside the provider's call is never checked again.
    validatingDelivery: ({ context }) => expect(context.checked?.deliveryId).not.toBe(context.deliveryId),
    invalidDelivery: () => expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' }),
    confirmingInfo: ({ context }) => {
      // Whatever failed, the error is a known message and the typed values are still there.
      if (context.error !== null)
        expect([deliveryMessages.networkFailure, ...Object.values(confirmInfoMessages)]).toContain(
          context.error.message,
        );
      if (context.refusal !== null) expect(context.refusal[0]).toBe(deliveryMessages.validationFailed);
      if (context.error?.message === confirmInfoMessages.zipInvalid) expect(context.zipCode).toBe('9410');
    },
    validatingGuarantor: ({ context }) => {
      expect(
        validateConfirmInfo({
          providerId: provider.ProviderId,
          deliveryId: context.deliveryId,
          lastName: context.lastName,
          zip: context.zipCode,
        }),
      ).toBeNull();
      expect(context).toMatchObject({ error: null, refusal: null });
    },
    locked: noGuarantor,
    invalidBalance: noGuarantor,
    duplicate: noGuarantor,
    validated: ({ context }) => {
      expect(guarantorOutcome(context.guarantor!)).toBe('view');
      expect(context).toMatchObject({ provider, deliveryId: 'D1002' });
    },
  },
  journeys: [
    {
      name: 'a link checked beside the provider opens its form with no second check',
      input: deliveryModel.inputs['checked early: found'],
      events: [],
      expect: 'confirmingInfo',
    },
    {
      name: 'a link checked beside the provider that names nothing is an invalid link',
      input: deliveryModel.inputs['checked early: no DeliveryId'],
      events: [],
      expect: 'invalidDelivery',
    },
    {
      name: "a check beside the provider that failed is an invalid link, as the route's own failed check",
      input: deliveryModel.inputs['checked early: the call failed'],
      events: [],
      expect: 'invalidDelivery',
    },
    {
      name: 'a check made for another link is not taken: this link is checked',
      input: deliveryModel.inputs['checked early for another link'],
      events: [done('validateDelivery', 'valid')],
      expect: 'confirmingInfo',
    },
    {
      name: 'confirmed info and a validated guarantor open the view',
      events: [...toValidation, done('validateGuarantor', 'validated')],
      expect: 'validated',
    },
    {
      name: 'an unknown delivery id is an invalid link',
      events: [done('validateDelivery', 'no DeliveryId')],
      expect: 'invalidDelivery',
    },
    {
      name: 'a bad zip stays on the form; a refusal and a network failure return to it',
      events: [
        done('validateDelivery', 'valid'),
        { type: 'SUBMIT', lastName: 'Chen', zipCode: '9410' },
        goodInfo,
        done('validateGuarantor', 'refused'),
        goodInfo,
        failed('validateGuarantor', 'network'),
      ],
      expect: 'confirmingInfo',
    },
    {
      name: 'the third wrong try locks the account',
      events: [...toValidation, done('validateGuarantor', 'locked on the third try')],
      expect: 'locked',
    },
    {
      name: 'an invalid balance shows its page',
      events: [...toValidation, done('validateGuarantor', 'refused with IsIB')],
      expect: 'invalidBalance',
    },
    {
      name: 'a duplicate-payment lock shows its page',
      events: [...toValidation, done('validateGuarantor', 'duplicate lock')],
      expect: 'duplicate',
    },
  ],
});
