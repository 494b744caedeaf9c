// The quick-pay model: shared by its model test and its screen test.
import { quickPayMachine } from '@machines/bill/quickPay.machine';
import { quickPayOffer } from '@machines/bill/rules/quickPay';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';

import type { ModelDefinition } from '../harness';

export const quickPayModel = {
  machine: quickPayMachine,
  input: quickPayOffer(quickPayGuarantor)!,
  events: {
    SUBMIT: [{ type: 'SUBMIT' }],
    CONFIRM: [{ type: 'CONFIRM' }],
    CANCEL: [{ type: 'CANCEL' }],
    DIFFERENT_AMOUNT: [{ type: 'DIFFERENT_AMOUNT' }],
    CHANGE_CARD: [{ type: 'CHANGE_CARD' }],
    SHOW_DETAILS: [{ type: 'SHOW_DETAILS' }],
  },
  fixtures: {},
} satisfies ModelDefinition<typeof quickPayMachine>;
