// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';

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

describe("back from the bank's own sign-in page (issue 46)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The page's address as the bank's return leaves it, and the history the method cleans it with. */
  function at(search: string) {
    const replaced: string[] = [];
    vi.stubGlobal('location', { search, pathname: '/d/D1001' });
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    });
    return replaced;
  }

  it("answers Square's token for the trip, even one that came before the machine asked, and cleans the address", async () => {
    const replaced = at('?oauth_state_id=trip-1&demo_bank_outcome=approved');
    const { method, emit } = fakeAch();
    emit({ tokenResult: { status: 'OK', token: 'bnon:trip' } });
    await expect(method.awaitReturn()).resolves.toEqual({ status: 'OK', token: 'bnon:trip' });
    expect(replaced).toEqual(['/d/D1001']);
  });

  it("reads the bank's Cancel as a cancel", async () => {
    at('?oauth_state_id=trip-1&demo_bank_outcome=cancelled');
    const { method, emit } = fakeAch();
    const answer = method.awaitReturn();
    emit({ error: 'The buyer cancelled at the bank.' });
    await expect(answer).resolves.toEqual({ status: 'Cancel' });
  });

  it('is a cancel when the address holds no answer (Back, or a reload with the dialog open)', async () => {
    const replaced = at('');
    const { method } = fakeAch();
    await expect(method.awaitReturn()).resolves.toEqual({ status: 'Cancel' });
    expect(replaced).toEqual([]);
  });
});
