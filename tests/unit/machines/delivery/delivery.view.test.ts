// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { PROVIDERS } from '@/demo/providers';
import { type DeliveryContext, deliveryMachine } from '@machines/delivery/delivery.machine';
import { type DeliveryView, deliveryView } from '@machines/delivery/delivery.view';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';

import { statePaths } from '../viewStates';

const context: DeliveryContext = {
  deliveryId: 'D1001',
  provider: PROVIDERS.demo!,
  lastName: '',
  zipCode: '',
  error: null,
  refusal: null,
  guarantor: null,
  session: null,
  checked: null,
  resuming: false,
  sessionEnded: false,
};

const table: Record<string, DeliveryView> = {
  starting: { screen: 'loading', checking: false },
  validatingDelivery: { screen: 'loading', checking: false },
  invalidDelivery: { screen: 'loading', checking: false },
  confirmingInfo: { screen: 'confirmInfo', checking: false },
  validatingGuarantor: { screen: 'confirmInfo', checking: true },
  locked: { screen: 'locked', checking: false },
  invalidBalance: { screen: 'invalidBalance', checking: false },
  duplicate: { screen: 'duplicate', checking: false },
  validated: { screen: 'guarantorView', checking: false },
};

describe('deliveryView', () => {
  it('has a row for every state of the machine', () => {
    expect(Object.keys(table).sort()).toEqual(statePaths(deliveryMachine));
  });

  it.each(Object.entries(table))('%s → %o', (value, view) => {
    expect(deliveryView(deliveryMachine.resolveState({ value, context: { ...context, guarantor } }))).toEqual(view);
  });

  it('shows a loading state, not the form, while the bill is fetched again after the page came back', () => {
    const resuming = deliveryMachine.resolveState({
      value: 'validatingGuarantor',
      context: { ...context, resuming: true },
    });
    expect(deliveryView(resuming)).toEqual({ screen: 'loading', checking: true });
  });

  it('draws nothing of the bill before a restored actor has been told RESTORED (the bill is not kept)', () => {
    expect(deliveryView(deliveryMachine.resolveState({ value: 'validated', context }))).toEqual({
      screen: 'loading',
      checking: false,
    });
  });
});
