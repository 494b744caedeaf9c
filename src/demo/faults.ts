// The demo API's fault switch: makes one API path answer as a gateway in front of the billing API
// would when the server behind it failed (502 Bad Gateway, 503, 504 Gateway Timeout), for this
// visitor, until switched off. The call itself never runs. Browser tests use it for the fault
// matrix's gateway rows (tests/e2e/faults.e2e.ts), on the production bundle and through the dev
// server's proxy; a demo can show what a guarantor sees. Never part of a real API.
import { http, HttpResponse } from 'msw';

import { API_PATHS } from '@/api/paths';

import { asRecord, readJson } from './http';
import { demoFaults } from './state';

export const DEMO_FAULT_PATH = '/__demo/fault';

const PATHS = new Set<string>(Object.values(API_PATHS));
const STATUS_TEXT: Record<number, string> = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

/** What the gateway answers for `path` while its fault is on; null when it is off. */
export function gatewayFault(path: string): Response | null {
  const status = demoFaults()[path];
  if (status === undefined) return null;
  const text = `${status} ${STATUS_TEXT[status] ?? 'Gateway Error'}`;
  return new HttpResponse(`<html><body><h1>${text}</h1></body></html>`, {
    status,
    headers: { 'content-type': 'text/html' },
  });
}

/**
 * POST { path, status }: `path` (one of API_PATHS) answers `status` (502, 503 or 504) from now on;
 * status null switches it off. 204 when done, 400 for a path or status it does not know.
 */
export const faultHandlers = [
  http.post(`*${DEMO_FAULT_PATH}`, async ({ request }) => {
    const body = asRecord(await readJson(request));
    const { path, status } = body;
    if (
      typeof path !== 'string' ||
      !PATHS.has(path) ||
      !(status === null || (typeof status === 'number' && status in STATUS_TEXT))
    )
      return HttpResponse.json(
        { message: 'Expected { path: an API path, status: 502, 503, 504 or null }' },
        { status: 400 },
      );
    demoFaults((faults) => {
      if (status === null) delete faults[path];
      else faults[path] = status;
    });
    return new HttpResponse(null, { status: 204 });
  }),
];
