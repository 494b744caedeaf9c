// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { isValidNotificationEmail } from '@machines/rules/email';
import { notificationMessages } from '@machines/rules/messages';

import { done, failed, modelTest } from '../harness';
import { navigate, notificationChangeModel } from './notificationChange.model';

modelTest('notification change machine', {
  ...notificationChangeModel,
  states: {
    invalidDelivery: () => expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' }),
    editing: (snapshot) => {
      const { context } = snapshot;
      // 'Save Changes' is disabled exactly when the field is empty.
      expect(snapshot.can({ type: 'SAVE' })).toBe(context.email.trim() !== '');
      if (context.error !== null) expect(Object.values(notificationMessages)).toContain(context.error.message);
      expect(context.guarantorId).not.toBeNull();
    },
    saving: (snapshot) => {
      expect(snapshot.context.guarantorId).not.toBeNull();
      expect(isValidNotificationEmail(snapshot.context.email)).toBe(true);
    },
    saved: (snapshot) => {
      expect(isValidNotificationEmail(snapshot.context.email)).toBe(true);
      expect(snapshot.status).toBe('done');
    },
  },
  journeys: [
    {
      name: 'a bare link looks the guarantor up, then saves the new address',
      input: { deliveryId: 'D1001' },
      events: [
        done('validateDelivery', 'valid'),
        { type: 'EMAIL_CHANGED', email: 'ana@example.com' },
        { type: 'SAVE' },
        done('changeDeliveryMethod', 'saved'),
      ],
      expect: 'saved',
    },
    {
      name: 'an unknown delivery is an invalid link',
      input: { deliveryId: 'D1001' },
      events: [done('validateDelivery', 'no DeliveryId')],
      expect: 'invalidDelivery',
    },
    {
      name: 'an invalid address stays in the form; a refused or failed save returns to it',
      input: { deliveryId: 'D1001', guarantorId: 'G7' },
      events: [
        { type: 'EMAIL_CHANGED', email: 'ana.example.com' },
        { type: 'SAVE' },
        { type: 'EMAIL_CHANGED', email: 'ana@example.com' },
        { type: 'SAVE' },
        done('changeDeliveryMethod', 'refused'),
        { type: 'SAVE' },
        failed('changeDeliveryMethod', 'network'),
      ],
      expect: 'editing',
    },
  ],
});
