// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { bankMethodOf } from '@/app/live/bankSquare';

/** Square's ACH method as far as the portal uses it: tokenize() opens the dialog, the answer is an event. */
function fakeAch(tokenize: () => Promise<unknown> = () => Promise.resolve(undefined)) {
  const listeners: ((event: unknown) => void)[] = [];
  const asked: unknown[] = [];
  const ach = {
    addEventListener: (_type: string, listener: (event: unknown) => void) => void listeners.push(listener),
    tokenize: (options: unknown) => {
      asked.push(options);
      return tokenize();
    },
  };
  const emit = (detail: unknown) => listeners.forEach((listener) => listener({ detail }));
  return { method: bankMethodOf(ach as never), emit, asked };
}

const debit = { accountHolderName: 'Maria Rivera', amount: '245.50' };

describe("Square's bank method (ACH) as the bank machine sees it", () => {
  it('asks Square for a one-time charge in USD and answers the token of the ontokenization event', async () => {
    const { method, emit, asked } = fakeAch();
    const answer = method.tokenize(debit);
    expect(asked).toEqual([{ intent: 'CHARGE', accountHolderName: 'Maria Rivera', amount: '245.50', currency: 'USD' }]);
    emit({ tokenResult: { status: 'OK', token: 'bnon:ok' } });
    await expect(answer).resolves.toEqual({ status: 'OK', token: 'bnon:ok' });
  });

  it("reads Square's error (the buyer left the dialog) as a cancel", async () => {
    const { method, emit } = fakeAch();
    const answer = method.tokenize(debit);
    emit({ error: 'closed' });
    await expect(answer).resolves.toEqual({ status: 'Cancel' });
  });

  it('passes a result other than OK on, and a refused tokenize as a fault', async () => {
    const { method, emit } = fakeAch();
    const answer = method.tokenize(debit);
    emit({ tokenResult: { status: 'Error' } });
    await expect(answer).resolves.toEqual({ status: 'Error' });
    const refused = fakeAch(() => Promise.reject(new Error('PlaidMissingNameError')));
    await expect(refused.method.tokenize(debit)).rejects.toThrow('PlaidMissingNameError');
  });
});
