import { expect, vi } from 'vitest';

import { deliveryMachine } from '@machines/delivery.machine';
import { guarantorOutcome } from '@machines/guarantorChecks';
import { validateConfirmInfo } from '@machines/rules/confirmInfo';
import { confirmInfoMessages, deliveryMessages } from '@machines/rules/messages';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { guarantor, provider, refused } from '@tests/fixtures/guarantor';

import { type Fixtures, modelTest } from './harness';

const fixtures = {
  validateDelivery: {
    done: {
      valid: { DeliveryId: 'D1002', GuarantorId: 'G1', IsSuccess: true },
      'no DeliveryId': { DeliveryId: null, IsSuccess: false },
    },
    error: { network: new Error('Network Error') },
  },
  validateGuarantor: {
    done: {
      validated: guarantor,
      refused,
      'locked on the third try': { ...refused, IsGuarantorLocked: true },
      'invalid balance': { ...guarantor, IsIB: true },
      'refused with IsIB': { ...refused, IsIB: true },
      'duplicate lock': { ...guarantor, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
    },
    error: { network: new Error('Network Error') },
  },
  // The validated view is a long-lived child; its own model test covers it.
  guarantorView: { done: {} },
} satisfies Fixtures<typeof deliveryMachine>;

const navigate = vi.fn();

modelTest('delivery machine', {
  machine: deliveryMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  input: { deliveryId: 'D1002', provider, confirmation: confirmationInbox().ref },
  events: [
    { type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' },
    { type: 'SUBMIT', lastName: 'Chen', zipCode: '9410' },
  ],
  fixtures,
  check: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('invalidDelivery')) expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' });
    if (snapshot.matches('confirmingInfo')) {
      // Whatever failed, the alert is a known message and the typed values are still there.
      if (context.alert !== null)
        expect([deliveryMessages.networkFailure, ...Object.values(confirmInfoMessages)]).toContain(context.alert);
      if (context.error !== null) expect(context.error.startsWith(deliveryMessages.validationFailed)).toBe(true);
      if (context.alert === confirmInfoMessages.zipInvalid) expect(context.zipCode).toBe('9410');
    }
    if (snapshot.matches('validatingGuarantor')) {
      expect(
        validateConfirmInfo({
          providerId: provider.ProviderId,
          deliveryId: context.deliveryId,
          lastName: context.lastName,
          zip: context.zipCode,
        }),
      ).toBeNull();
      expect(context).toMatchObject({ alert: null, error: null });
    }
    if ((['locked', 'invalidBalance', 'duplicate'] as const).some((s) => snapshot.matches(s)))
      expect(context.guarantor).toBeNull();
    if (snapshot.matches('validated')) {
      expect(guarantorOutcome(context.guarantor!)).toBe('view');
      expect(context).toMatchObject({ provider, deliveryId: 'D1002' });
    }
  },
});
