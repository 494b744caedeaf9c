import { describe, expect, it } from 'vitest';

import type { DeliveryResponse, ValidatedGuarantor } from '@/api/types';
import { resetDemoBackend } from '@/demo/node';
import { HOSTILE_MARKUP } from '@/demo/providers';
import { DEMO_MESSAGES } from '@/demo/serverMessages';

import { postJson } from './helpers';

const validateDelivery = (id: string, origin?: string) =>
  postJson<DeliveryResponse>('/api/ValidateDelivery', id, { origin });

const validateGuarantor = (
  DeliveryId: string,
  LastName: string,
  ZipCode: string,
  ProviderId = 'prov-demo',
  origin?: string,
) =>
  postJson<ValidatedGuarantor>(
    '/api/ValidateGuarantorForDelivery',
    { ProviderId, DeliveryId, LastName, ZipCode },
    { origin },
  );

describe('demo backend: ValidateDelivery', () => {
  it.each(['D1001', 'D1002', 'D1003', 'D1004', 'D1005', 'D1006', 'D1007', 'D1008', 'D1009', 'D1010'])(
    'knows %s',
    async (id) => {
      const answer = await validateDelivery(id);
      expect(answer).toMatchObject({ IsSuccess: true, DeliveryId: id });
      expect(answer.ProviderData?.ProviderName).toBe('Riverside Family Medicine');
    },
  );

  it('answers the calling host’s provider (the delivery links work on every provider)', async () => {
    const answer = await validateDelivery('D1001', 'http://widget.pay.localhost:5173');
    expect(answer.ProviderData).toMatchObject({ ProviderKey: 'widget', SqId: 'sandbox-sq0idb-demo' });
  });

  it('refuses any other id with no DeliveryId', async () => {
    expect(await validateDelivery('D9999')).toMatchObject({ IsSuccess: false, DeliveryId: null });
    expect(await validateDelivery('')).toMatchObject({ IsSuccess: false, DeliveryId: null });
  });
});

describe('demo backend: ValidateGuarantorForDelivery', () => {
  it('validates D1001 (Rivera, 30301) with its whole contract data and an opaque token', async () => {
    const g = await validateGuarantor('D1001', 'Rivera', '30301');
    expect(g).toMatchObject({
      IsSuccess: true,
      IsGuarantorLocked: false,
      IsIB: false,
      IsPaymentLockedDueToDuplicateTransactionPrevention: false,
      AmountDue: 245.5,
      MP: 5,
      MAX: 245.5,
      PA: [],
      IsIC: true,
      IsThirdPartyFinanceAvailable: true,
      ProviderId: 'prov-demo',
      DeliveryId: 'D1001',
      PGuarantorId: 'A1001',
    });
    expect(g.Message1).toBeTruthy();
    expect(typeof g.Token).toBe('string');
    expect(g.Token).not.toBe('');
    expect(g.RecentPayments).toHaveLength(2);
    expect(new Set(g.Details.map((e) => e.PatientFirstName)).size).toBe(2);
    expect(new Set(g.Details.map((e) => e.Location)).size).toBe(2);
    expect(g.Details.some((e) => e.Detail?.some((line) => (line.SubDetail?.length ?? 0) > 0))).toBe(true);
    expect(g.Details.some((e) => e.InsurancePlansOnFile)).toBe(true);
    // The statement adds up: encounters sum to AmountDue, detail lines to their encounter.
    const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(sum(g.Details.map((e) => e.Balance))).toBe(245.5);
    for (const e of g.Details) expect(sum((e.Detail ?? []).map((l) => l.Amount))).toBe(e.Balance);
  });

  it('validates D1002 (Chen, 94105): quick pay, a saved card, no maximum, financing', async () => {
    expect(await validateGuarantor('D1002', 'Chen', '94105')).toMatchObject({
      IsSuccess: true,
      AmountDue: 1250,
      MP: 25,
      MAX: null,
      QP: true,
      DefaultPaymentAmount: 150,
      PA: [{ Id: 'pa_1', Last4: '4242', ExDate: '12/29' }],
      IsThirdPartyFinanceAvailable: true,
    });
  });

  it.each([
    { id: 'D1009', lastName: 'Long', zip: '30310', visits: 300 },
    { id: 'D1010', lastName: 'Longer', zip: '30311', visits: 2000 },
  ])('validates $id ($lastName, $zip): a long bill of $visits generated visits that adds up', async (bill) => {
    const g = await validateGuarantor(bill.id, bill.lastName, bill.zip);
    expect(g).toMatchObject({ IsSuccess: true, IsGuarantorLocked: false, IsIB: false, DeliveryId: bill.id });
    expect(g.Details).toHaveLength(bill.visits);
    // Visit ids E-900001 upward, in order: D1010's last is E-902000.
    expect(g.Details.map((e) => e.PEncounterId)).toEqual(
      Array.from({ length: bill.visits }, (_, i) => `E-${900001 + i}`),
    );
    const cents = (xs: number[]) => xs.reduce((a, b) => a + Math.round(b * 100), 0);
    expect(cents(g.Details.map((e) => e.Balance))).toBe(Math.round(g.AmountDue * 100));
    expect(g.AmountDue).toBeGreaterThan(0);
    // Each visit: 2 Detail lines summing to its balance, the first with 3 SubDetail lines summing to it.
    const misfits = g.Details.filter((e) => {
      const [first, second, ...more] = e.Detail ?? [];
      const sub = first?.SubDetail ?? [];
      return (
        !first ||
        !second ||
        more.length > 0 ||
        sub.length !== 3 ||
        (second.SubDetail ?? []).length > 0 ||
        cents([first.Amount, second.Amount]) !== Math.round(e.Balance * 100) ||
        cents(sub.map((l) => l.Amount)) !== Math.round(first.Amount * 100)
      );
    });
    expect(misfits.map((e) => e.PEncounterId)).toEqual([]);
  });

  it('compares the last name case-insensitively and the zip ignoring spaces and case', async () => {
    expect((await validateGuarantor('D1001', '  rIVERA ', '30301')).IsSuccess).toBe(true);
    expect(await validateGuarantor('D1008', 'TREMBLAY', 'k1a0b1')).toMatchObject({ IsSuccess: true, AmountDue: 80 });
    expect((await validateGuarantor('D1008', 'Tremblay', 'K1A 0B1')).IsSuccess).toBe(true);
  });

  it('gives the guarantor the ProviderId of the provider it is validated on', async () => {
    const g = await validateGuarantor('D1001', 'Rivera', '30301', 'prov-widget');
    expect(g.ProviderId).toBe('prov-widget');
    const byHost = await validateGuarantor('D1001', 'Rivera', '30301', '', 'http://nologo.pay.localhost:5173');
    expect(byHost.ProviderId).toBe('prov-nologo');
  });

  it('shows D1003 locked, D1004 invalid balance, D1005 duplicate lock, D1006 300.00, D1007 zero', async () => {
    const locked = await validateGuarantor('D1003', 'Locked', '10001');
    expect(locked).toMatchObject({ IsGuarantorLocked: true, FirstName: '' });
    expect(locked.Token).toBeUndefined();
    expect(await validateGuarantor('D1004', 'Balance', '10002')).toMatchObject({ IsSuccess: true, IsIB: true });
    expect(await validateGuarantor('D1005', 'Twice', '10003')).toMatchObject({
      IsSuccess: true,
      IsPaymentLockedDueToDuplicateTransactionPrevention: true,
    });
    expect(await validateGuarantor('D1006', 'Partial', '60601')).toMatchObject({ IsSuccess: true, AmountDue: 300 });
    expect(await validateGuarantor('D1007', 'Zero', '73301')).toMatchObject({ IsSuccess: true, AmountDue: 0 });
  });

  it('refuses a wrong last name or zip with the contract message and no data', async () => {
    const wrongName = await validateGuarantor('D1001', 'Smith', '30301');
    expect(wrongName).toMatchObject({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.noGuarantorMatch,
      IsGuarantorLocked: false,
    });
    expect(wrongName.ErrorMessage).toBe('No guarantor matches that last name and zip code.');
    expect(wrongName.Token).toBeUndefined();
    expect(wrongName.Details).toEqual([]);
    const wrongZip = await validateGuarantor('D1001', 'Rivera', '30302');
    expect(wrongZip).toMatchObject({ IsSuccess: false, ErrorMessage: DEMO_MESSAGES.noGuarantorMatch });
  });

  it('locks the delivery on the third wrong try, and keeps it locked until the data is reset', async () => {
    expect((await validateGuarantor('D1002', 'Wrong', '94105')).IsGuarantorLocked).toBe(false);
    expect((await validateGuarantor('D1002', 'Chen', '00000')).IsGuarantorLocked).toBe(false);
    const third = await validateGuarantor('D1002', 'Wrong', '94105');
    expect(third).toMatchObject({ IsGuarantorLocked: true, AmountDue: 0, PA: [] });
    expect(third.Token).toBeUndefined();
    // The right answer no longer helps...
    expect(await validateGuarantor('D1002', 'Chen', '94105')).toMatchObject({ IsGuarantorLocked: true, PA: [] });
    // ...and other deliveries are not affected.
    expect((await validateGuarantor('D1001', 'Rivera', '30301')).IsGuarantorLocked).toBe(false);

    resetDemoBackend();
    expect(await validateGuarantor('D1002', 'Chen', '94105')).toMatchObject({
      IsSuccess: true,
      IsGuarantorLocked: false,
    });
  });

  it('counts consecutive wrong tries only: a right answer starts the count again', async () => {
    await validateGuarantor('D1001', 'Wrong', '30301');
    await validateGuarantor('D1001', 'Wrong', '30301');
    expect((await validateGuarantor('D1001', 'Rivera', '30301')).IsSuccess).toBe(true);
    expect((await validateGuarantor('D1001', 'Wrong', '30301')).IsGuarantorLocked).toBe(false);
  });

  it('refuses an unknown delivery id with the same message', async () => {
    expect(await validateGuarantor('D9999', 'Rivera', '30301')).toMatchObject({
      IsSuccess: false,
      ErrorMessage: DEMO_MESSAGES.noGuarantorMatch,
    });
  });

  it('gives every guarantor on the hostile provider a Message1 with inert-looking markup', async () => {
    const g = await validateGuarantor('D1001', 'Rivera', '30301', 'prov-hostile');
    expect(g.Message1).toContain(HOSTILE_MARKUP);
    const plain = await validateGuarantor('D1006', 'Partial', '60601', '', 'http://hostile.pay.localhost');
    expect(plain.Message1).toContain('<script>alert(1)</script>');
  });
});
