import { describe, expect, it } from 'vitest';

import type { SsoResponse, ValidatedGuarantor } from '@/api/types';
import { DEMO_MESSAGES } from '@/demo/serverMessages';

import { postJson } from './helpers';

const lookup = (GuarantorId: string, LastName: string, ZipCode: string) =>
  postJson<ValidatedGuarantor>('/api/ValidateGuarantorForPaper', {
    GuarantorId,
    LastName,
    ZipCode,
    ProviderId: 'prov-demo',
  });

const sso = (tokenId: string, origin?: string) => postJson<SsoResponse>('/api/ValidateBySso2', tokenId, { origin });

describe('demo backend: statement lookup (ValidateGuarantorForPaper)', () => {
  it('finds the D1001 guarantor by A1001, Rivera, 30301, with a token', async () => {
    const g = await lookup('A1001', 'Rivera', '30301');
    expect(g).toMatchObject({
      IsSuccess: true,
      GuarantorId: 'G1001',
      LastName: 'Rivera',
      AmountDue: 245.5,
      ProviderId: 'prov-demo',
    });
    expect(g.Token).toBeTruthy();
    expect(g.Details.length).toBeGreaterThan(0);
  });

  it('finds the D1002 guarantor by A1002, Chen, 94105, with its saved card', async () => {
    const g = await lookup('a1002', 'chen', '94105');
    expect(g).toMatchObject({
      IsSuccess: true,
      GuarantorId: 'G1002',
      PA: [{ Id: 'pa_1', Last4: '4242', ExDate: '12/29' }],
    });
    expect(g.Token).toBeTruthy();
  });

  it.each([
    ['A1001', 'Chen', '30301'],
    ['A1001', 'Rivera', '94105'],
    ['A1003', 'Wrong', '10001'],
    ['A9999', 'Rivera', '30301'],
    ['D1001', 'Rivera', '30301'],
    ['', '', ''],
  ])('fails for anything else (%s, %s, %s)', async (id, name, zip) => {
    const g = await lookup(id, name, zip);
    expect(g).toMatchObject({ IsSuccess: false, ErrorMessage: DEMO_MESSAGES.statementNoMatch, Details: [] });
    expect(g.Token).toBeUndefined();
  });
});

describe('demo backend: statement lookup of the guarantor checks (added scenarios)', () => {
  it('A1003 / Locked / 10001 answers the locked account without its data', async () => {
    const g = await lookup('A1003', 'Locked', '10001');
    expect(g).toMatchObject({ IsGuarantorLocked: true, GuarantorId: '', Details: [] });
    expect(g.Token).toBeUndefined();
  });

  it('A1004 / Balance / 10002 answers the invalid balance (IsIB)', async () => {
    expect(await lookup('A1004', 'Balance', '10002')).toMatchObject({ IsSuccess: true, IsIB: true });
  });

  it('A1005 / Twice / 10003 answers the duplicate-payment lock', async () => {
    expect(await lookup('A1005', 'Twice', '10003')).toMatchObject({
      IsSuccess: true,
      IsPaymentLockedDueToDuplicateTransactionPrevention: true,
    });
  });
});

describe('demo backend: single sign-on (ValidateBySso2)', () => {
  it('SSO-CARD (added scenario) answers the D1002 guarantor with its saved card', async () => {
    expect(await sso('SSO-CARD')).toMatchObject({
      IsSuccess: true,
      Guarantor: { GuarantorId: 'G1002', PA: [{ Id: 'pa_1', Last4: '4242', ExDate: '12/29' }] },
      Provider: { ProviderKey: 'demo' },
    });
  });

  it('SSO-OK answers the D1001 guarantor and the calling host’s provider', async () => {
    const answer = await sso('SSO-OK', 'http://widget.pay.localhost:5173');
    expect(answer).toMatchObject({
      IsSuccess: true,
      Guarantor: { GuarantorId: 'G1001', LastName: 'Rivera', AmountDue: 245.5, ProviderId: 'prov-widget' },
      Provider: { ProviderKey: 'widget', ProviderName: 'Riverside Family Medicine' },
    });
    expect((await sso('SSO-OK')).Provider?.ProviderKey).toBe('demo');
  });

  it('SSO-EXPIRED answers the expired-link description', async () => {
    expect(await sso('SSO-EXPIRED')).toMatchObject({
      IsSuccess: false,
      ErrorDescription: 'This payment link has expired.',
    });
  });

  it.each(['nope', '', 'sso-ok', 'toString', '__proto__'])('any other token (%j) is invalid', async (token) => {
    expect(await sso(token)).toMatchObject({ IsSuccess: false, ErrorDescription: 'Invalid token.', Guarantor: null });
  });
});
