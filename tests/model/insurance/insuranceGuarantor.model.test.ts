// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { EMPTY_GUARANTOR_VALUES, guarantorSubmission, prefillValues } from '@machines/insurance/rules/insuranceForms';
import { insuranceMessages } from '@machines/insurance/rules/insuranceMessages';
import { typedAddress } from '@tests/fixtures/insurance';

import { done, failed, modelTest } from '../harness';
import { guarantorStepModel, prefill, SERVER_MESSAGE } from './insuranceGuarantor.model';

modelTest('guarantor step machine', {
  ...guarantorStepModel,
  invariant: (snapshot) => {
    const { context } = snapshot;
    // The prefill is asked for only when nothing was typed before.
    if (snapshot.matches('prefilling')) expect(context.values).toEqual(EMPTY_GUARANTOR_VALUES);
    if (snapshot.matches('editing') && context.notice !== null) {
      expect(context.notice).toBe(insuranceMessages.prefillFailed);
      // Nothing prefilled: the form starts empty (then holds what was typed).
      expect([EMPTY_GUARANTOR_VALUES, typedAddress]).toContainEqual(context.values);
    }
    if (snapshot.matches('editing') && context.error !== null) {
      expect([SERVER_MESSAGE, insuranceMessages.saveFailed]).toContain(context.error);
      expect(context.values).toEqual(typedAddress); // what was typed survives the failure
    }
    // The 401 alert waits in front of what was typed, and only Dismiss leaves it.
    if (snapshot.matches({ editing: 'sessionAlert' })) {
      expect(context.values).toEqual(typedAddress);
      expect(snapshot.can({ type: 'SUBMIT', values: typedAddress })).toBe(false);
    }
    if (snapshot.matches({ editing: 'form' })) expect(snapshot.can({ type: 'DISMISS_ALERT' })).toBe(false);
    if (snapshot.matches('saving')) {
      expect(context.error).toBeNull();
      const child = snapshot.children.collectData as { getSnapshot: () => { input: unknown } } | undefined;
      expect(child?.getSnapshot().input).toEqual(guarantorSubmission(typedAddress, context.sessionId));
    }
    if (snapshot.matches({ editing: 'form' }) && context.error === null && context.notice === null)
      expect([prefillValues(prefill), typedAddress]).toContainEqual(context.values);
    if (snapshot.matches('saved')) {
      expect(snapshot.output?.status).toBe('saved');
      expect(snapshot.output?.values).toEqual(typedAddress);
      // A returned SessionId becomes the flow's; without one the earlier one stays.
      expect(['SES-2', 'SES-1', null]).toContain(snapshot.output?.sessionId);
    }
    if (snapshot.matches('closed')) expect(snapshot.output).toMatchObject({ status: 'back', values: typedAddress });
  },
  journeys: [
    {
      name: 'what is typed is kept when a field loses focus',
      input: { values: null, sessionId: null },
      events: [done('getDataToConfirm', 'prefill'), { type: 'EDITED', values: typedAddress }],
      expect: { editing: 'form' },
    },
    {
      name: 'prefilled, then saved',
      input: { values: null, sessionId: null },
      events: [
        done('getDataToConfirm', 'prefill'),
        { type: 'SUBMIT', values: typedAddress },
        done('collectData', 'saved with a SessionId'),
      ],
      expect: 'saved',
    },
    {
      name: 'a 401 shows the session alert until it is dismissed',
      input: { values: typedAddress, sessionId: 'SES-1' },
      events: [{ type: 'SUBMIT', values: typedAddress }, done('collectData', '401')],
      expect: { editing: 'sessionAlert' },
    },
    {
      name: 'a prefill failure still opens the form; a network fault returns to it',
      input: { values: null, sessionId: null },
      events: [
        failed('getDataToConfirm', 'unauthorized'),
        { type: 'SUBMIT', values: typedAddress },
        failed('collectData', 'network'),
      ],
      expect: { editing: 'form' },
    },
    {
      name: "'Back to all steps' leaves",
      input: { values: typedAddress, sessionId: 'SES-1' },
      events: [{ type: 'BACK', values: typedAddress }],
      expect: 'closed',
    },
  ],
});
