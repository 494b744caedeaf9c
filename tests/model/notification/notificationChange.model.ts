// The notification change model: shared by its model test and its screen test.
import { vi } from 'vitest';

import { notificationChangeMachine } from '@machines/notification/notificationChange.machine';

import type { ModelDefinition } from '../harness';

export const navigate = vi.fn();

export const notificationChangeModel = {
  machine: notificationChangeMachine.provide({
    actions: {
      navigate: (_, params) => {
        navigate(params);
      },
    },
  }),
  inputs: {
    'bare /change link': { deliveryId: 'D1001' },
    'guarantor known': { deliveryId: 'D1001', guarantorId: 'G7' },
  },
  events: {
    EMAIL_CHANGED: [
      { type: 'EMAIL_CHANGED', email: '' },
      { type: 'EMAIL_CHANGED', email: 'ana@example.com' },
      { type: 'EMAIL_CHANGED', email: 'ana.example.com' },
    ],
    SAVE: [{ type: 'SAVE' }],
    RESTORED: [{ type: 'RESTORED', sessionLive: true }],
  },
  fixtures: {
    validateDelivery: {
      done: {
        valid: { DeliveryId: 'D1001', GuarantorId: 'G1', IsSuccess: true },
        'valid without GuarantorId': { DeliveryId: 'D1001', IsSuccess: true },
        'no DeliveryId': { DeliveryId: null, IsSuccess: false },
      },
      error: { network: new Error('Network Error') },
    },
    changeDeliveryMethod: {
      done: { saved: { IsSuccess: true }, refused: { IsSuccess: false, ErrorMessage: 'refused' } },
      error: { network: new Error('Network Error') },
    },
  },
} satisfies ModelDefinition<typeof notificationChangeMachine>;
