// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

import type { TokenizeResult } from '@machines/payment/cardWidget.machine';
import { type LoadedWallets, walletsMachine, type WalletsReport } from '@machines/payment/wallets.machine';

import { done, failed, type Fixtures, modelTest } from '../harness';
import { recordReports } from './reports';

const wallet = { tokenize: () => Promise.resolve({ status: 'OK', token: 'wallet:ok' }) };
const loaded = (offers: Partial<Pick<LoadedWallets, 'googlePay' | 'applePay'>>): LoadedWallets => ({
  googlePay: null,
  applePay: null,
  ...offers,
  setTotal: () => {},
  destroy: () => {},
  setLocale: () => Promise.resolve(),
});

const fixtures = {
  loadMethod: {
    done: {
      googlePayOnly: loaded({ googlePay: wallet }),
      both: loaded({ googlePay: wallet, applePay: wallet }),
      none: loaded({}),
    },
    error: { scriptFailed: new Error('Error occurred while loading Square.js') },
  },
  tokenizeWallet: {
    done: { ok: { status: 'OK', token: 'wallet:ok' }, cancel: { status: 'Cancel' }, error: { status: 'Error' } },
    error: { fault: new Error('UnexpectedError') },
  },
  destroyMethodOnExit: { done: {} },
  followPageLanguage: { done: {} },
} satisfies Fixtures<typeof walletsMachine>;

const { payment, since } = recordReports<WalletsReport>();

const base = { appId: 'sandbox-sq0idb-demo', total: '245.50', label: 'Riverside Family Medicine', payment };

modelTest('wallets machine', {
  machine: walletsMachine,
  inputs: {
    'with a location': { ...base, locationId: 'demo-location-1' },
    'without a location': { ...base, locationId: null },
  },
  events: {
    OPEN_SHEET: [
      { type: 'OPEN_SHEET', wallet: 'googlePay' },
      { type: 'OPEN_SHEET', wallet: 'applePay' },
    ],
    TOTAL_CHANGED: [{ type: 'TOTAL_CHANGED', total: '100.00' }],
    AREA_MOUNTED: [{ type: 'AREA_MOUNTED', container: '#wallets' }],
    AREA_UNMOUNTED: [{ type: 'AREA_UNMOUNTED' }],
  },
  fixtures,
  traversal: 'shortest',
  invariant: (snapshot, { index, event, previous }) => {
    const newReports = since(index);
    // Without SqId and SqLocationId nothing ever loads.
    if (!snapshot.context.locationId) expect(snapshot.matches('off')).toBe(true);
    // Wallets exist exactly while their buttons are on the page.
    expect(snapshot.context.method !== null).toBe(snapshot.matches('loaded'));
    // A sheet opens only for a wallet the browser offers.
    if (snapshot.matches({ loaded: 'sheetOpen' }))
      expect(snapshot.context.method?.[snapshot.context.chosen!]).not.toBeNull();
    // Every sheet asked for gets exactly one answer: when it closes, or at once where there is none.
    const sheetClosed = /^xstate\.(done|error)\.actor\.tokenizeWallet$/.test(event.type);
    const opened = previous?.matches({ loaded: 'available' }) === true && snapshot.matches({ loaded: 'sheetOpen' });
    const refused = event.type === 'OPEN_SHEET' && !opened;
    expect(newReports).toHaveLength(sheetClosed || refused ? 1 : 0);
    const [report] = newReports;
    if (!report) return;
    if (refused) expect(report).toEqual({ type: 'WALLET_FAILED', status: 'Unavailable' });
    else if (event.type.startsWith('xstate.error')) expect(report).toEqual({ type: 'WALLET_FAILED', status: 'Error' });
    else {
      const output = (event as AnyEventObject & { output: TokenizeResult }).output;
      expect(report).toEqual(
        output.status === 'OK'
          ? { type: 'WALLET_TOKENIZED', token: output.token }
          : output.status === 'Cancel'
            ? { type: 'WALLET_CANCELLED' }
            : { type: 'WALLET_FAILED', status: output.status },
      );
    }
  },
  journeys: [
    {
      name: "Google Pay's sheet answers a token, and the buttons stay",
      events: [
        { type: 'AREA_MOUNTED', container: '#wallets' },
        done('loadMethod', 'googlePayOnly'),
        { type: 'OPEN_SHEET', wallet: 'googlePay' },
        done('tokenizeWallet', 'ok'),
      ],
      expect: { loaded: 'available' },
    },
    {
      name: 'Apple Pay where the browser does not have it opens no sheet',
      events: [
        { type: 'AREA_MOUNTED', container: '#wallets' },
        done('loadMethod', 'googlePayOnly'),
        { type: 'OPEN_SHEET', wallet: 'applePay' },
      ],
      expect: { loaded: 'available' },
    },
    {
      name: 'a browser with no wallet shows no button',
      events: [{ type: 'AREA_MOUNTED', container: '#wallets' }, done('loadMethod', 'none')],
      expect: 'unavailable',
    },
    {
      name: 'a script that did not load shows no button',
      events: [{ type: 'AREA_MOUNTED', container: '#wallets' }, failed('loadMethod', 'scriptFailed')],
      expect: 'unavailable',
    },
    {
      name: 'a provider without a location never loads',
      input: { ...base, locationId: null },
      events: [{ type: 'TOTAL_CHANGED', total: '100.00' }],
      expect: 'off',
    },
  ],
});
