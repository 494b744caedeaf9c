// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { isOutcomeUnknown } from '@/api/callPolicy';
import { ApiError } from '@/api/errors';
import { isOutcomeUnknownError, OutcomeUnknown } from '@machines/payment/outcomeUnknown';

describe('a call whose outcome is unknown', () => {
  it.each([502, 503, 504])('is a gateway answer (HTTP %i)', (status) => {
    expect(isOutcomeUnknown(new ApiError('server', 'x', status))).toBe(true);
  });

  it('is a dropped connection or a call past its time limit (no answer at all)', () => {
    expect(isOutcomeUnknown(new ApiError('network', 'x'))).toBe(true);
  });

  it.each([
    ['HTTP 500 from the billing API', new ApiError('server', 'x', 500)],
    ['HTTP 501', new ApiError('server', 'x', 501)],
    ['HTTP 400 with a body', new ApiError('bad-request', 'x', 400, { message: 'no' })],
    ['HTTP 401', new ApiError('unauthorized', 'x', 401)],
    ['a cancelled call', new ApiError('aborted', 'x')],
    ['a request never sent', new ApiError('client', 'x')],
    ['an error that is not the API client’s', new Error('boom')],
  ])('is not %s: that is an answered failure', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(false);
  });

  it('is recognised by a machine from the error or, in a replayed trace, from its name', () => {
    expect(isOutcomeUnknownError(new OutcomeUnknown())).toBe(true);
    expect(isOutcomeUnknownError('OutcomeUnknown')).toBe(true);
    expect(isOutcomeUnknownError(new Error('Network Error'))).toBe(false);
    expect(isOutcomeUnknownError('Error')).toBe(false);
  });
});
