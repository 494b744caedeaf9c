// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import {
  type NotificationChangeContext,
  notificationChangeMachine,
} from '@machines/notification/notificationChange.machine';
import { type NotificationChangeView, notificationChangeView } from '@machines/notification/notificationChange.view';

import { statePaths } from '../viewStates';

const context: NotificationChangeContext = { deliveryId: 'D1001', guarantorId: 'G1', email: '', error: null };

const table: Record<string, NotificationChangeView> = {
  resolvingGuarantor: { screen: 'loading', saving: false },
  validatingDelivery: { screen: 'loading', saving: false },
  invalidDelivery: { screen: 'loading', saving: false },
  editing: { screen: 'form', saving: false },
  saving: { screen: 'form', saving: true },
  saved: { screen: 'saved', saving: false },
};

describe('notificationChangeView', () => {
  it('has a row for every state of the machine', () => {
    expect(Object.keys(table).sort()).toEqual(statePaths(notificationChangeMachine));
  });

  it.each(Object.entries(table))('%s → %o', (value, view) => {
    expect(notificationChangeView(notificationChangeMachine.resolveState({ value, context }))).toEqual(view);
  });
});
