import { expect, vi } from 'vitest';

import { notificationChangeMachine } from '@machines/notificationChange.machine';
import { isValidNotificationEmail } from '@machines/rules/email';
import { notificationMessages } from '@machines/rules/messages';

import { type Fixtures, modelTest } from './harness';

const fixtures = {
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
} satisfies Fixtures<typeof notificationChangeMachine>;

const navigate = vi.fn();

modelTest('notification change machine', {
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
  events: [
    { type: 'EMAIL_CHANGED', email: '' },
    { type: 'EMAIL_CHANGED', email: 'ana@example.com' },
    { type: 'EMAIL_CHANGED', email: 'ana.example.com' },
    { type: 'SAVE' },
  ],
  fixtures,
  check: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('invalidDelivery')) expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' });
    // 'Save Changes' is disabled exactly when the field is empty.
    if (snapshot.matches('editing')) expect(snapshot.can({ type: 'SAVE' })).toBe(context.email.trim() !== '');
    if (snapshot.matches('editing') && context.error !== null)
      expect(Object.values(notificationMessages)).toContain(context.error.message);
    if (snapshot.matches('editing') || snapshot.matches('saving')) expect(context.guarantorId).not.toBeNull();
    if (snapshot.matches('saving') || snapshot.matches('saved'))
      expect(isValidNotificationEmail(context.email)).toBe(true);
    if (snapshot.matches('saved')) expect(snapshot.status).toBe('done');
  },
});
