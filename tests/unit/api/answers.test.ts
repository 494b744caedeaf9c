// How the client reads an answer's body, whatever its Content-Type (as the axios client did):
// text that is JSON becomes its value, other text stays text, an empty body is ''.
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiCall, callAbsolute } from '@/api/client';
import { ApiError } from '@/api/errors';

import { capture } from './capture';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const answer = (reply: () => Response) => {
  capture('post', '/api/Thing', reply);
  return apiCall<unknown>('/api/Thing', 'POST', {});
};

describe('answer bodies', () => {
  it('parses JSON, also when it comes as text/plain', async () => {
    await expect(answer(() => HttpResponse.json([1, { A: 'b' }]))).resolves.toEqual([1, { A: 'b' }]);
    await expect(answer(() => HttpResponse.text('{"IsSuccess":true}'))).resolves.toEqual({ IsSuccess: true });
    await expect(answer(() => HttpResponse.text('42'))).resolves.toBe(42);
  });

  it('hands on text that is not JSON as text', async () => {
    await expect(answer(() => HttpResponse.text('Stored.'))).resolves.toBe('Stored.');
    await expect(answer(() => HttpResponse.text('{broken'))).resolves.toBe('{broken');
  });

  it('gives an empty string for an empty body', async () => {
    await expect(answer(() => new HttpResponse(null, { status: 204 }))).resolves.toBe('');
    await expect(answer(() => HttpResponse.text(''))).resolves.toBe('');
  });

  it('takes a 400 text body as the server message', async () => {
    const error: unknown = await answer(() =>
      HttpResponse.text('Insurance name is not accepted.', { status: 400 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'bad-request',
      message: 'Insurance name is not accepted.',
      body: 'Insurance name is not accepted.',
    });
  });

  it('reads absolute-URL answers the same way', async () => {
    capture('get', 'https://financing.example/plain', () => HttpResponse.text('no offer'));
    await expect(callAbsolute('https://financing.example/plain')).resolves.toBe('no offer');
  });
});
