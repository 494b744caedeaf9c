// The delivery model: shared by its model test and its screen test (confirm info, message pages).
import { vi } from 'vitest';

import { deliveryMachine } from '@machines/delivery/delivery.machine';
import { quickPayGuarantor, refusedGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import type { ModelDefinition } from '../harness';

export const navigate = vi.fn();

const found = { DeliveryId: 'D1002', GuarantorId: 'G1', IsSuccess: true };

export const deliveryModel = {
  machine: deliveryMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  inputs: {
    'a delivery link': { deliveryId: 'D1002', provider },
    // The provider machine checked the link beside the provider's call (issue 34): its answer decides.
    'checked early: found': { deliveryId: 'D1002', provider, checked: { deliveryId: 'D1002', answer: found } },
    'checked early: no DeliveryId': {
      deliveryId: 'D1002',
      provider,
      checked: { deliveryId: 'D1002', answer: { DeliveryId: null, IsSuccess: false } },
    },
    'checked early: the call failed': { deliveryId: 'D1002', provider, checked: { deliveryId: 'D1002', answer: null } },
    'checked early for another link': {
      deliveryId: 'D1002',
      provider,
      checked: { deliveryId: 'D1001', answer: found },
    },
  },
  events: {
    SUBMIT: [
      { type: 'SUBMIT', lastName: 'Chen', zipCode: '94105' },
      { type: 'SUBMIT', lastName: 'Chen', zipCode: '9410' },
    ],
    RESTORED: [
      { type: 'RESTORED', sessionLive: true },
      { type: 'RESTORED', sessionLive: false },
    ],
  },
  fixtures: {
    validateDelivery: {
      done: {
        valid: found,
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
  },
} satisfies ModelDefinition<typeof deliveryMachine>;
