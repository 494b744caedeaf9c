import { describe, expect, it } from 'vitest';

import type { ProviderData } from '@/api/types';
import { HOSTILE_MARKUP, PROVIDERS } from '@/demo/providers';

import { ORIGIN, post, postJson } from './helpers';

describe('demo backend: GetProvider', () => {
  it('answers Riverside Family Medicine for the demo key, with the contract fields', async () => {
    const provider = await postJson<ProviderData>('/api/GetProvider', { ProviderKey: 'demo' });
    expect(provider).toMatchObject({
      ProviderKey: 'demo',
      ProviderName: 'Riverside Family Medicine',
      Phone: '(555) 010-2000',
      VerificationLabel1: 'Account Number',
      IsAcceptingPayments: true,
      IsPPA: false,
      SqId: null,
      PathToLogo: '/demo/logo.svg',
      AcceptedPaymentMethods: ['AMEX', 'VISA', 'MC', 'DISC'],
    });
    expect(provider.LegalText).toBeTruthy();
    expect(provider.RefundPolicy).toBeTruthy();
    expect(provider.ProviderAddress1).toBeTruthy();
  });

  it('gives each special provider its one difference from demo', async () => {
    const get = (key: string) => postJson<ProviderData>('/api/GetProvider', { ProviderKey: key });
    const demo = await get('demo');
    const same = ({ ProviderId: _id, ProviderKey: _key, ...rest }: ProviderData) => rest;

    expect(await get('widget')).toEqual({
      ...demo,
      ProviderId: 'prov-widget',
      ProviderKey: 'widget',
      SqId: 'sandbox-sq0idb-demo',
    });
    expect(same(await get('closed'))).toEqual({ ...same(demo), IsAcceptingPayments: false });
    expect(same(await get('ppa'))).toEqual({ ...same(demo), IsPPA: true });
    expect(same(await get('nologo'))).toEqual({ ...same(demo), PathToLogo: '' });
    const hostile = await get('hostile');
    expect(hostile.LegalText).toContain(HOSTILE_MARKUP);
    expect(hostile.RefundPolicy).toContain('<img src=x onerror=alert(1)>');
    expect(hostile.RefundPolicy).toContain('<script>alert(1)</script>');
    expect(same({ ...hostile, LegalText: demo.LegalText, RefundPolicy: demo.RefundPolicy })).toEqual(same(demo));
  });

  it('fails (HTTP 500) for any other key', async () => {
    expect((await post('/api/GetProvider', { ProviderKey: 'nosuchclinic' })).status).toBe(500);
    expect((await post('/api/GetProvider', { ProviderKey: '' })).status).toBe(500);
    expect((await post('/api/GetProvider', { ProviderKey: 'toString' })).status).toBe(500);
  });

  it('is served on any origin', async () => {
    const provider = await postJson<ProviderData>(
      '/api/GetProvider',
      { ProviderKey: 'ppa' },
      { origin: 'http://api.example.test' },
    );
    expect(provider.IsPPA).toBe(true);
  });
});

describe('demo backend: anti-forgery check on every non-GET call', () => {
  const calls = Object.keys({
    '/api/GetProvider': 0,
    '/api/ValidateGuarantorForPaper': 0,
    '/api/ValidateGuarantorForDelivery': 0,
    '/api/ValidateDelivery': 0,
    '/api/ValidateBySso2': 0,
    '/api/insurance/GetDataToConfirm': 0,
    '/api/Insurance/CollectData': 0,
    '/api/Insurance/CollectInsuranceData': 0,
    '/api/Document/upload': 0,
    '/api/ProcessPayment': 0,
    '/api/ThirdPartyFinancingUrlForRedirect': 0,
    '/api/autopay/CreateEnrollment': 0,
    '/DeliveryMethod/Change': 0,
  });

  it.each(calls)('refuses %s with 403 without the X-XSRF-TOKEN header', async (path) => {
    expect((await post(path, { ProviderKey: 'demo' }, { xsrf: false })).status).toBe(403);
  });

  it('refuses a header that does not equal the cookie', async () => {
    expect((await post('/api/GetProvider', { ProviderKey: 'demo' }, { xsrf: 'forged' })).status).toBe(403);
  });

  it('refuses when the cookie is missing, even with a header', async () => {
    const value = /XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(document.cookie).not.toContain('XSRF-TOKEN');
    expect((await post('/api/GetProvider', { ProviderKey: 'demo' }, { xsrf: value })).status).toBe(403);
  });

  it('accepts the header equal to the cookie', async () => {
    expect((await post('/api/GetProvider', { ProviderKey: 'demo' })).status).toBe(200);
  });

  it('keeps the provider table unchanged by requests', () => {
    expect(Object.keys(PROVIDERS).sort()).toEqual([
      'bank',
      'closed',
      'demo',
      'hostile',
      'nologo',
      'ppa',
      'wallet',
      'widget',
    ]);
    expect(ORIGIN).toBe(window.location.origin);
  });
});
