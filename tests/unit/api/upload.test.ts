// The upload: a call with a progress listener (axios's onUploadProgress, over XMLHttpRequest), with
// the same headers, answers and errors as every other call.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiCall } from '@/api/client';
import { GENERIC_API_ERROR } from '@/api/errors';
import { storeToken } from '@/api/session';
import { server } from '@/demo/node';
import { HANG_GUARD } from '@tests/support/hangGuard';

import { capture, clearCookie, failure, only, setCookie } from './capture';

function form(): FormData {
  const body = new FormData();
  body.append('File', new File(['a card photo'], 'front.png', { type: 'image/png' }));
  body.append('PageNumber', '1');
  return body;
}

/** An upload with a progress listener, and the fractions it heard. */
function upload(signal?: AbortSignal, path = '/api/Upload') {
  const heard: number[] = [];
  return {
    heard,
    call: apiCall<unknown>(path, 'POST', form(), { signal, onUploadProgress: (fraction) => heard.push(fraction) }),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookie('XSRF-TOKEN');
});

describe('upload over XMLHttpRequest, through the demo backend', () => {
  it('sends the token, the XSRF header and multipart with a boundary, and hands on the answer', async () => {
    storeToken('jwt-1');
    setCookie('XSRF-TOKEN', 'xsrf-1');
    const sent = capture('post', '/api/Upload', () => HttpResponse.json({ DocumentId: 'doc-1' }));
    const { heard, call } = upload();
    await expect(call).resolves.toEqual({ DocumentId: 'doc-1' });
    const request = only(sent);
    expect(request.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(request.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // (msw/node hands a multipart file on as an unnamed blob; the field shows the form went as is)
    expect(request.form?.get('PageNumber')).toBe('1');
    expect(heard.at(-1)).toBe(1);
  });

  it('maps a 400, a 401, a 500 and a dropped connection like any call', async () => {
    const answers = [
      HttpResponse.json({ message: 'Image is unreadable.' }, { status: 400 }),
      new HttpResponse(null, { status: 401 }),
      HttpResponse.json({}, { status: 503 }),
      HttpResponse.error(),
    ];
    server.use(http.post('/api/Upload', () => answers.shift()));
    const errors = [];
    for (let i = 0; i < 4; i++) errors.push(await failure(upload().call));
    expect(errors.map(({ kind, status, message }) => ({ kind, status, message }))).toEqual([
      { kind: 'bad-request', status: 400, message: 'Image is unreadable.' },
      { kind: 'unauthorized', status: 401, message: GENERIC_API_ERROR },
      { kind: 'server', status: 503, message: GENERIC_API_ERROR },
      { kind: 'network', status: null, message: GENERIC_API_ERROR },
    ]);
    expect(errors[0]?.body).toEqual({ message: 'Image is unreadable.' });
    expect(vi.mocked(console.error).mock.calls.map(([line]) => String(line))).toEqual([
      '[api] POST /api/Upload: HTTP 400',
      '[api] POST /api/Upload: HTTP 401',
      '[api] POST /api/Upload: HTTP 503',
      '[api] POST /api/Upload: network error (no answer)',
    ]);
  });

  it('rejects as aborted, without logging, when cancelled in flight or before it starts', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(
        '/api/Upload',
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({})))),
      ),
    );
    const controller = new AbortController();
    const inFlight = upload(controller.signal).call;
    controller.abort();
    expect((await failure(inFlight)).kind).toBe('aborted');
    answer();
    expect((await failure(upload(controller.signal).call)).kind).toBe('aborted');
    expect(console.error).not.toHaveBeenCalled();
  });
});

/** A stand-in XMLHttpRequest whose upload progress and answer the test drives (what axios's adapter uses). */
class ScriptedXhr {
  static last: ScriptedXhr | null = null;
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  timeout = 0;
  onloadend: ((event?: Event) => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return '';
  }
  addEventListener() {}
  removeEventListener() {}
  send() {
    ScriptedXhr.last = this;
  }
  /** The request once the client has sent it (axios sends after its interceptors, a tick later). */
  static async sent(): Promise<ScriptedXhr> {
    return vi.waitFor(() => ScriptedXhr.last ?? Promise.reject(new Error('not sent yet')), HANG_GUARD);
  }
  abort() {}
  /** The browser reports progress a moment apart (axios hears at most 3 reports a second). */
  progress(loaded: number, total: number, lengthComputable = true) {
    vi.setSystemTime(Date.now() + 400);
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  answer(status: number, text: string) {
    Object.assign(this, {
      status,
      responseText: text,
      statusText: 'OK',
      responseURL: 'http://demo.pay.localhost/api/Upload',
    });
    this.upload.dispatchEvent(new ProgressEvent('loadend'));
    this.onloadend?.();
  }
}

describe('upload progress, as the browser reports it', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.last = null;
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hears the share sent (0..1), skipping events of unknown length', async () => {
    const { heard, call } = upload();
    const xhr = await ScriptedXhr.sent();
    xhr.progress(0, 0, false);
    xhr.progress(250, 1000);
    xhr.progress(500, 0, false);
    xhr.progress(500, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, '{"DocumentId":"doc-2"}');
    await expect(call).resolves.toEqual({ DocumentId: 'doc-2' });
    expect(heard).toEqual([0.25, 0.5, 1]);
  });

  it('aborts the request itself when cancelled in flight', async () => {
    const controller = new AbortController();
    const { call } = upload(controller.signal);
    const abort = vi.spyOn(await ScriptedXhr.sent(), 'abort');
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
    expect(abort).toHaveBeenCalledOnce();
  });

  it('stops hearing the signal once answered, and an abort then changes nothing', async () => {
    const controller = new AbortController();
    const { call } = upload(controller.signal);
    const xhr = await ScriptedXhr.sent();
    const abort = vi.spyOn(xhr, 'abort');
    xhr.answer(200, 'stored');
    await expect(call).resolves.toBe('stored');
    controller.abort();
    expect(abort).not.toHaveBeenCalled();
  });
});
