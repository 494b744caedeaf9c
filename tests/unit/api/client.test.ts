import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiCall, callAbsolute } from '@/api/client';
import { GENERIC_API_ERROR, NO_URL_MESSAGE } from '@/api/errors';
import { SESSION_TOKEN_LIFETIME_MS, storeToken, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { server } from '@/demo/node';
import { watchRequestStarts } from '@tests/support/requestStarts';
import { settle } from '@tests/support/settle';

import { capture, clearCookie, failure, only, setCookie } from './capture';

const T0 = new Date('2025-03-01T10:00:00Z').getTime();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The demo backend's reset (tests/setup.ts) sets the cookie after every test; start without it.
  clearCookie('XSRF-TOKEN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('content type', () => {
  it('sends a JSON body as application/json', async () => {
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', { A: 1 });
    const request = only(sent);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.body).toBe('{"A":1}');
  });

  it('leaves FormData to the browser: multipart with a boundary, never JSON', async () => {
    const sent = capture('post', '/api/Thing');
    const form = new FormData();
    form.append('PageNumber', '1');
    await apiCall('/api/Thing', 'POST', form);
    const request = only(sent);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.form?.get('PageNumber')).toBe('1');
  });

  it('sends a string body as a JSON string, even when it looks like a number', async () => {
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', '12345');
    expect(only(sent).body).toBe('"12345"');
  });

  it('hands on the response body', async () => {
    capture('post', '/api/Thing', () => HttpResponse.json({ IsSuccess: true }));
    await expect(apiCall('/api/Thing', 'POST', {})).resolves.toEqual({ IsSuccess: true });
  });
});

describe('sending', () => {
  let started: ReturnType<typeof watchRequestStarts>;
  beforeEach(() => {
    started = watchRequestStarts();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => started.stop());

  it('builds a call in the task that makes it and sends it in the next one', async () => {
    const sent = capture('post', '/api/Thing');
    const call = apiCall('/api/Thing', 'POST', { A: 1 });
    await settle();
    // Held behind a task boundary: nothing left from the task that made the call.
    expect(started.paths).toEqual([]);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    await expect(call).resolves.toEqual({});
    expect(started.paths).toEqual(['/api/Thing']);
    expect(only(sent).body).toBe('{"A":1}');
  });

  it('never sends a call cancelled before its task came', async () => {
    const cancel = new AbortController();
    const call = apiCall('/api/ProcessPayment', 'POST', {}, { signal: cancel.signal });
    await settle();
    cancel.abort();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    expect((await failure(call)).kind).toBe('aborted');
    await settle();
    expect(started.paths).toEqual([]);
  });
});

describe('bearer token (30-minute lifetime)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });

  it('is sent at 29:59.999 after the token was stored', async () => {
    storeToken('jwt-1');
    vi.setSystemTime(T0 + SESSION_TOKEN_LIFETIME_MS - 1);
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', {});
    expect(only(sent).headers.get('authorization')).toBe('Bearer jwt-1');
  });

  it('is not sent at exactly 30:00, and both stored items are deleted', async () => {
    storeToken('jwt-1');
    vi.setSystemTime(T0 + SESSION_TOKEN_LIFETIME_MS);
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', {});
    expect(only(sent).headers.has('authorization')).toBe(false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY)).toBeNull();
  });

  it('is not sent when no token was stored', async () => {
    const sent = capture('get', '/api/Thing');
    await apiCall('/api/Thing', 'GET');
    expect(only(sent).headers.has('authorization')).toBe(false);
  });
});

describe('anti-forgery header', () => {
  it('carries X-XSRF-TOKEN from the XSRF-TOKEN cookie on a POST', async () => {
    setCookie('XSRF-TOKEN', 'xsrf value/1');
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', {});
    expect(only(sent).headers.get('x-xsrf-token')).toBe('xsrf value/1');
  });

  it('is absent on a GET', async () => {
    setCookie('XSRF-TOKEN', 'xsrf-1');
    const sent = capture('get', '/api/Thing');
    await apiCall('/api/Thing', 'GET');
    expect(only(sent).headers.has('x-xsrf-token')).toBe(false);
  });

  it('is absent when there is no cookie', async () => {
    const sent = capture('post', '/api/Thing');
    await apiCall('/api/Thing', 'POST', {});
    expect(only(sent).headers.has('x-xsrf-token')).toBe(false);
  });
});

describe('errors (spec section 8)', () => {
  it('alerts and rejects on an empty path, without a request', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const error = await failure(apiCall('', 'POST', {}));
    expect(alert).toHaveBeenCalledWith(NO_URL_MESSAGE);
    expect(error.message).toBe(NO_URL_MESSAGE);
    expect(error.kind).toBe('client');
  });

  it('passes the error body of an HTTP 400 on', async () => {
    const body = { message: 'Insurance name is not accepted.', Field: 'InsuranceName' };
    capture('post', '/api/Thing', () => HttpResponse.json(body, { status: 400 }));
    const error = await failure(apiCall('/api/Thing', 'POST', {}));
    expect(error.kind).toBe('bad-request');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Insurance name is not accepted.');
  });

  it('gives the generic message for a 400 whose body has no message', async () => {
    capture('post', '/api/Thing', () => HttpResponse.json({ Code: 7 }, { status: 400 }));
    const error = await failure(apiCall('/api/Thing', 'POST', {}));
    expect(error.body).toEqual({ Code: 7 });
    expect(error.message).toBe(GENERIC_API_ERROR);
  });

  it('turns a 500 into the generic message', async () => {
    capture('post', '/api/Thing', () => HttpResponse.json({ detail: 'stack trace' }, { status: 500 }));
    const error = await failure(apiCall('/api/Thing', 'POST', {}));
    expect(error.message).toBe(GENERIC_API_ERROR);
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
    expect(error.body).toBeUndefined();
  });

  it('turns a 401 into the generic message that callers can still tell apart', async () => {
    capture('post', '/api/Thing', () => new HttpResponse(null, { status: 401 }));
    const error = await failure(apiCall('/api/Thing', 'POST', {}));
    expect(error.message).toBe(GENERIC_API_ERROR);
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('turns a dropped connection into the generic message, marked as a network failure', async () => {
    capture('post', '/api/Thing', () => HttpResponse.error());
    const error = await failure(apiCall('/api/Thing', 'POST', {}));
    expect(error.message).toBe(GENERIC_API_ERROR);
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
  });

  it('logs a failure without the request body or the token', async () => {
    storeToken('jwt-secret');
    capture('post', '/api/ProcessPayment', () => HttpResponse.error());
    await failure(apiCall('/api/ProcessPayment', 'POST', { CardNumber: '4111111111111111', CardCVV: '123' }));
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).toContain('/api/ProcessPayment');
    expect(logged).not.toContain('4111111111111111');
    expect(logged).not.toContain('123');
    expect(logged).not.toContain('jwt-secret');
  });

  it('keeps no reference to the request on the rejection', async () => {
    capture('post', '/api/ProcessPayment', () => HttpResponse.json({}, { status: 500 }));
    const error = await failure(apiCall('/api/ProcessPayment', 'POST', { CardNumber: '4111111111111111' }));
    expect(JSON.stringify({ ...error, cause: String(error.cause) })).not.toContain('4111111111111111');
    expect(error.cause).toBeUndefined();
  });

  it('rejects as aborted, without logging, when the caller cancels', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post('/api/Slow', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({}))))),
    );
    const controller = new AbortController();
    const call = apiCall('/api/Slow', 'POST', {}, { signal: controller.signal });
    controller.abort();
    const error = await failure(call);
    answer();
    expect(error.kind).toBe('aborted');
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('absolute-URL variant', () => {
  it('sends no headers and no body, even with a token and an XSRF cookie', async () => {
    storeToken('jwt-1');
    setCookie('XSRF-TOKEN', 'xsrf-1');
    const sent = capture('get', 'https://financing.example/offer', () => HttpResponse.json({ ok: true }));
    await expect(callAbsolute('https://financing.example/offer')).resolves.toEqual({ ok: true });
    const request = only(sent);
    expect(request.method).toBe('GET');
    expect([...request.headers.keys()]).toEqual([]);
    expect(request.body).toBe('');
  });

  it('sends no XSRF header or token to a same-origin absolute URL either', async () => {
    storeToken('jwt-1');
    setCookie('XSRF-TOKEN', 'xsrf-1');
    const sent = capture('get', 'http://demo.pay.localhost/static/info.json');
    await callAbsolute('http://demo.pay.localhost/static/info.json');
    // Only what the browser itself adds to a same-origin request (its cookies) may be there.
    expect([...only(sent).headers.keys()].filter((name) => name !== 'cookie')).toEqual([]);
  });

  it('alerts on an empty URL and maps failures like the wrapper', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    expect((await failure(callAbsolute(''))).message).toBe(NO_URL_MESSAGE);
    expect(alert).toHaveBeenCalledWith(NO_URL_MESSAGE);

    capture('get', 'https://financing.example/down', () => HttpResponse.error());
    const error = await failure(callAbsolute('https://financing.example/down'));
    expect(error.message).toBe(GENERIC_API_ERROR);
    expect(error.kind).toBe('network');
  });
});
