// The tab's memory of its flows, in jsdom's sessionStorage (tests/setup.ts clears it after each test).
import { describe, expect, it, vi } from 'vitest';

import type { PersistedMachine } from '@/app/keep/keptSnapshot';
import { BUILD_ID, forgetFlow, forgetFlows, keepFlow, keptFlow } from '@/app/keep/tabMemory';

const PLACE = 'bill:/d/D1001';
const KEY = `portal_kept:${PLACE}`;

const snapshot: PersistedMachine = {
  status: 'active',
  value: { active: 'full' },
  context: { provider: '$fresh', guarantor: '$fresh', deliveryId: 'D1001', focus: null },
  children: {},
  historyValue: {},
};

/** Writes a record as another tab or build might have left it. */
const plant = (record: unknown, key = KEY) => sessionStorage.setItem(key, JSON.stringify(record));
const record = (changes: Record<string, unknown> = {}) => ({
  build: BUILD_ID,
  machine: 'guarantorView',
  owner: 'G1',
  snapshot,
  ...changes,
});

describe('tab memory', () => {
  it("is stamped with the build: 'test' under Vitest", () => {
    expect(BUILD_ID).toBe('test');
  });

  it('keeps a flow under its place and gives it back for the same machine', () => {
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot });
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(record());
    expect(keptFlow(PLACE, 'guarantorView')).toEqual(record());
    // Read again: a good record stays.
    expect(keptFlow(PLACE, 'guarantorView')).toEqual(record());
  });

  it('keeps a flow without an owner', () => {
    keepFlow('delivery:/d/D1001', { machine: 'delivery', owner: null, snapshot });
    expect(keptFlow('delivery:/d/D1001', 'delivery')).toEqual(record({ machine: 'delivery', owner: null }));
  });

  it('a later keep of the same place replaces the earlier one', () => {
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot });
    const later = { ...snapshot, value: { active: 'quickPay' } };
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot: later });
    expect(keptFlow(PLACE, 'guarantorView')?.snapshot).toEqual(later);
  });

  it('has nothing for a place never kept', () => {
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot });
    expect(keptFlow('bill:/d/D9999', 'guarantorView')).toBeNull();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  describe('drops a record it cannot use (null, and the key is removed)', () => {
    const stale: [string, unknown][] = [
      ['from another build', record({ build: 'an-older-build' })],
      ['without a build', record({ build: undefined })],
      ['of another machine', record({ machine: 'delivery' })],
      ['with an owner that is not a string', record({ owner: 42 })],
      ['without an owner', record({ owner: undefined })],
      ['with a string for a snapshot', record({ snapshot: 'active' })],
      ['with a number for a snapshot', record({ snapshot: 7 })],
      ['with a null snapshot', record({ snapshot: null })],
      ['without a snapshot', record({ snapshot: undefined })],
      ['that is JSON null', null],
      ['that is a number', 12],
    ];
    for (const [name, value] of stale) {
      it(name, () => {
        plant(value);
        expect(keptFlow(PLACE, 'guarantorView')).toBeNull();
        expect(sessionStorage.getItem(KEY)).toBeNull();
      });
    }

    it('that is not JSON', () => {
      sessionStorage.setItem(KEY, '{"build":"test","machine":');
      expect(keptFlow(PLACE, 'guarantorView')).toBeNull();
      expect(sessionStorage.getItem(KEY)).toBeNull();
    });

    it('only that one: the other places keep theirs', () => {
      plant(record({ build: 'an-older-build' }));
      keepFlow('delivery:/d/D1001', { machine: 'delivery', owner: null, snapshot });
      expect(keptFlow(PLACE, 'guarantorView')).toBeNull();
      expect(keptFlow('delivery:/d/D1001', 'delivery')).not.toBeNull();
    });
  });

  it('forgetFlow forgets one place', () => {
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot });
    keepFlow('delivery:/d/D1001', { machine: 'delivery', owner: null, snapshot });
    forgetFlow(PLACE);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(keptFlow('delivery:/d/D1001', 'delivery')).not.toBeNull();
  });

  it("forgetFlows forgets every kept flow and nothing else of the tab's storage", () => {
    keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot });
    keepFlow('delivery:/d/D1001', { machine: 'delivery', owner: null, snapshot });
    keepFlow('bill:/s/lookup', { machine: 'guarantorView', owner: 'G2', snapshot });
    sessionStorage.setItem('guarantor_jwt', 'eyJ.token');
    sessionStorage.setItem('portal_kept', 'no colon: not a kept flow');
    sessionStorage.setItem('other:portal_kept:x', 'the prefix elsewhere in the key');
    localStorage.setItem(KEY, 'in localStorage, not the tab memory');

    forgetFlows();

    expect(Object.keys(sessionStorage).sort()).toEqual(['guarantor_jwt', 'other:portal_kept:x', 'portal_kept']);
    expect(sessionStorage.getItem('guarantor_jwt')).toBe('eyJ.token');
    expect(localStorage.getItem(KEY)).toBe('in localStorage, not the tab memory');
    expect(keptFlow(PLACE, 'guarantorView')).toBeNull();
  });

  it('a full or blocked storage costs only the way back: nothing throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => keepFlow(PLACE, { machine: 'guarantorView', owner: 'G1', snapshot })).not.toThrow();
    expect(keptFlow(PLACE, 'guarantorView')).toBeNull();
  });

  it('forgetFlows with nothing kept leaves the storage as it was', () => {
    sessionStorage.setItem('guarantor_jwt', 'eyJ.token');
    forgetFlows();
    expect(sessionStorage.length).toBe(1);
  });
});
