import { afterEach, describe, expect, it } from 'vitest';

import { LOCAL_SESSION_ID_KEY, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import type { ValidatedGuarantor } from '@/api/types';
import { ensureXsrfCookie, handleResetParam, readXsrfCookie } from '@/demo/reset';
import {
  DEMO_STATE_STORAGE_KEY,
  recordWrongAttempt,
  resetDemoState,
  setDemoPersistence,
  snapshotDemoState,
  storagePersistence,
} from '@/demo/state';

import { postJson } from './helpers';

afterEach(() => {
  setDemoPersistence(null); // back to memory, as src/demo/node.ts set it
  window.history.replaceState(null, '', '/');
});

const payD1008 = () =>
  postJson('/api/ProcessPayment', {
    ProviderId: 'prov-demo',
    GuarantorId: 'G1008',
    DeliveryId: 'D1008',
    PaymentAmount: 30,
    CardNumber: '4111111111111111',
    CardCVV: '123',
    ExDateMonth: 12,
    ExDateYear: 2037,
    ZipCode: '30301',
  });

describe('demo state in the browser session', () => {
  it('survives a reload: a new page restores it from sessionStorage', async () => {
    setDemoPersistence(storagePersistence(window.sessionStorage));
    resetDemoState();
    await payD1008();
    expect(window.sessionStorage.getItem(DEMO_STATE_STORAGE_KEY)).toContain('G1008');

    setDemoPersistence(storagePersistence(window.sessionStorage)); // what the next page load does
    expect(snapshotDemoState().guarantors.G1008?.AmountDue).toBe(50);
  });

  it('starts from the seed when the session holds nothing usable', () => {
    window.sessionStorage.setItem(DEMO_STATE_STORAGE_KEY, '{not json');
    setDemoPersistence(storagePersistence(window.sessionStorage));
    expect(snapshotDemoState().guarantors.G1001?.AmountDue).toBe(245.5);
    window.sessionStorage.setItem(DEMO_STATE_STORAGE_KEY, JSON.stringify({ version: 0 }));
    setDemoPersistence(storagePersistence(window.sessionStorage));
    expect(snapshotDemoState().lockedDeliveries).toEqual(['D1003']);
  });

  it('resetDemoState restores the seed: balances, locks, transactions, tokens', async () => {
    await payD1008();
    recordWrongAttempt('D1001');
    recordWrongAttempt('D1001');
    recordWrongAttempt('D1001');
    await postJson<ValidatedGuarantor>('/api/ValidateGuarantorForDelivery', {
      DeliveryId: 'D1002',
      LastName: 'Chen',
      ZipCode: '94105',
    });
    const before = snapshotDemoState();
    expect(before.lockedDeliveries).toContain('D1001');
    expect(Object.keys(before.tokens)).toHaveLength(1);

    resetDemoState();
    const after = snapshotDemoState();
    expect(after.guarantors.G1008?.AmountDue).toBe(80);
    expect(after.lockedDeliveries).toEqual(['D1003']);
    expect(after.duplicateLocked).toEqual(['G1005']);
    expect(after.transactions).toEqual([]);
    expect(after.tokens).toEqual({});
    expect(after.wrongAttempts).toEqual({});
  });
});

describe('demo reset from the address bar', () => {
  it('?demo-reset resets, clears the page’s session token and leaves the address without the parameter', async () => {
    await payD1008();
    window.sessionStorage.setItem(TOKEN_KEY, 'x');
    window.sessionStorage.setItem(TOKEN_TIMESTAMP_KEY, '1');
    window.sessionStorage.setItem(LOCAL_SESSION_ID_KEY, 'S');
    window.history.replaceState(null, '', '/d/D1001?demo-reset&x=1#top');

    expect(await handleResetParam()).toBe(true);
    expect(snapshotDemoState().guarantors.G1008?.AmountDue).toBe(80);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/d/D1001?x=1#top');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(LOCAL_SESSION_ID_KEY)).toBeNull();
  });

  it('does nothing without the parameter', async () => {
    await payD1008();
    window.history.replaceState(null, '', '/d/D1008');
    expect(await handleResetParam()).toBe(false);
    expect(snapshotDemoState().guarantors.G1008?.AmountDue).toBe(50);
  });
});

describe('the XSRF-TOKEN cookie a real server would set', () => {
  it('is set when missing and kept when present', () => {
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(readXsrfCookie()).toBeNull();
    const value = ensureXsrfCookie();
    expect(value).toMatch(/^[0-9a-f]{32}$/);
    expect(readXsrfCookie()).toBe(value);
    expect(ensureXsrfCookie()).toBe(value);
  });
});
