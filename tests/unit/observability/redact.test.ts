// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { redact, REDACTED, REDACTED_IMAGE, redactEvent } from '@/observability/redact';
import { fillPlaceholders } from '@/observability/replay/placeholders';

import { expectNoSecrets, SECRETS, submitEvent } from './fixtures';

describe('allow-list redaction', () => {
  it('keeps allowed fields and redacts card data, tokens, names, dates of birth, addresses and e-mails', () => {
    const out = redactEvent(submitEvent);
    expect(out).toEqual({
      type: 'SUBMIT',
      PaymentAmount: 125.5,
      IsSuccess: true,
      ...Object.fromEntries(Object.keys(SECRETS).map((key) => [key, REDACTED])),
    });
  });

  it('walks nested objects and arrays, judging every leaf by its own field name', () => {
    const guarantor = {
      FirstName: 'Jane',
      LastName: 'Payer',
      Phone: '555-0100',
      Zip: '90210',
      AmountDue: 300,
      QP: true,
      Details: [{ PatientFirstName: 'Tim', Balance: 80 }],
      PA: [{ Last4: '1111', Id: 'pa1' }],
      guarantor_jwt: 'eyJhbGciOi',
      AdminTokenId: 'adm-1',
      SubsriberFirstName: 'Sam',
    };
    const out = redact({ type: 'x', output: guarantor }) as { output: Record<string, unknown> };
    expect(out.output.AmountDue).toBe(300);
    expect(out.output.QP).toBe(true);
    expect(out.output.Details).toEqual([{ PatientFirstName: REDACTED, Balance: 80 }]);
    const json = JSON.stringify(out);
    for (const value of ['Jane', 'Payer', '555-0100', '90210', 'Tim', '1111', 'eyJhbGciOi', 'adm-1', 'Sam']) {
      expect(json).not.toContain(value);
    }
  });

  it('reduces errors to their name and never walks class instances or cycles', () => {
    const cyclic: Record<string, unknown> = { count: 1 };
    cyclic.self = cyclic;
    const out = redact({
      error: new TypeError(`bad card ${SECRETS.CardNumber}`),
      when: new Date(),
      file: new Blob([SECRETS.Address1]),
      cyclic,
    });
    expect(out).toEqual({ error: 'TypeError', when: REDACTED, file: REDACTED, cyclic: { count: 1, self: REDACTED } });
    expectNoSecrets(JSON.stringify(out));
  });

  it('keeps of a chosen file only whether it is an image, and a replay gets a blank stand-in of that kind', async () => {
    const photo = new File(['pixels of a card: Maria Rivera MEM-12345'], 'card.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    const chosen = (image: File) => ({ type: 'IMAGE_CHOSEN', image, name: image.name });
    const recorded = redactEvent(chosen(photo));
    expect(recorded).toEqual({ type: 'IMAGE_CHOSEN', image: REDACTED_IMAGE, name: REDACTED });
    expect(redactEvent(chosen(pdf))).toMatchObject({ image: REDACTED });
    const replayed = fillPlaceholders(recorded) as { image: Blob };
    expect(replayed.image.type).toBe('image/jpeg');
    expect(await replayed.image.text()).toBe('');
    expect((fillPlaceholders({ image: REDACTED }) as { image: Blob }).image.type).not.toMatch(/^image\//);
  });

  it('redacts a bare value, which has no field name to allow', () => {
    expect(redact(SECRETS.CardNumber)).toBe(REDACTED);
    expect(redact([SECRETS.CardCVV])).toEqual([REDACTED]);
  });
});

describe('single sign-on token', () => {
  it('never survives redaction: not as the init input, the payment body or the view input', () => {
    const event = { type: 'xstate.init', input: { tokenId: 'SSO-OK', provider: { ProviderId: 'p' } } };
    const init = redactEvent(event);
    expect(init).toEqual({ type: 'xstate.init', input: { tokenId: REDACTED, provider: { ProviderId: 'p' } } });
    expect(JSON.stringify(redact({ AdminTokenId: 'SSO-OK', adminTokenId: 'SSO-OK' }))).not.toContain('SSO-OK');
  });
});

// Shrunk counter-example from cardData.property.test.ts: a card number grouped with dashes behind a
// word is a code word's shape, and survived as a key and as a value under an allowed name.
describe('a card number inside a code word (found by fast-check)', () => {
  it("redacts 'card-0459-3338-127' as a key and as the value of an allowed field", () => {
    const out = redactEvent({ type: 'AMOUNT_CHANGED', value: { 'card-0459-3338-127': 1 } } as { type: string });
    expect(JSON.stringify(out)).not.toMatch(/0459|3338/);
    expect(redactEvent({ type: 'X', reason: 'card-0459-3338-127' } as { type: string })).toEqual({
      type: 'X',
      reason: REDACTED,
    });
  });

  it('still keeps code words with short numbers and amounts as typed', () => {
    const event = {
      type: 'AMOUNT_CHANGED',
      step: 'x:12',
      hostname: 'localhost:5173',
      value: '1234.50',
      amount: '$1,234.50',
    };
    expect(redactEvent(event as { type: string })).toEqual(event);
  });
});

describe('wallet token (issue 24)', () => {
  it("keeps which wallet paid and never the wallet's token, in events, outputs and the post", () => {
    const token = 'demo-sq-token-0123456789abcdef01234567';
    expect(redactEvent({ type: 'WALLET_CHOSEN', wallet: 'googlePay' } as { type: string })).toEqual({
      type: 'WALLET_CHOSEN',
      wallet: 'googlePay',
    });
    const traced = [
      redactEvent({ type: 'WALLET_TOKENIZED', token } as { type: string }),
      redact({ type: 'xstate.done.actor.tokenizeWallet', output: { status: 'OK', token } }),
      redact({ input: { ProviderId: 'prov-wallet', PaymentAmount: 245.5, Token: token }, wallet: 'applePay' }),
    ];
    expect(JSON.stringify(traced)).not.toContain(token);
    expect(traced[1]).toEqual({ type: 'xstate.done.actor.tokenizeWallet', output: { status: 'OK', token: REDACTED } });
  });
});
