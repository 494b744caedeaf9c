// The delivery model: shared by its model test and its screen test (confirm info, message pages).
import { vi } from 'vitest';

import { deliveryMachine } from '@machines/delivery/delivery.machine';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor, refusedGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import type { ModelDefinition } from '../harness';

export const navigate = vi.fn();

export const deliveryModel = {
  machine: deliveryMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  input: { deliveryId: 'D1002', provider, confirmation: confirmationInbox().ref },
  events: {
    SUBMIT: [
      { type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' },
      { type: 'SUBMIT', lastName: 'Chen', zipCode: '9410' },
    ],
  },
  fixtures: {
    validateDelivery: {
      done: {
        valid: { DeliveryId: 'D1002', GuarantorId: 'G1', IsSuccess: true },
        'no DeliveryId': { DeliveryId: null, IsSuccess: false },
      },
      error: { network: new Error('Network Error') },
    },
    validateGuarantor: {
      done: {
        validated: quickPayGuarantor,
        refused: refusedGuarantor,
        'locked on the third try': { ...refusedGuarantor, IsGuarantorLocked: true },
        'invalid balance': { ...quickPayGuarantor, IsIB: true },
        'refused with IsIB': { ...refusedGuarantor, IsIB: true },
        'duplicate lock': { ...quickPayGuarantor, IsPaymentLockedDueToDuplicateTransactionPrevention: true },
      },
      error: { network: new Error('Network Error') },
    },
    // The validated view is a long-lived child; its own model test covers it.
    guarantorView: { done: {} },
  },
} satisfies ModelDefinition<typeof deliveryMachine>;
