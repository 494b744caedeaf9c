// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';

import { config } from '@/config';
import { DEMO_TRACE_PATH, type TraceSummary } from '@/demo/traces';
import type { TraceBatch } from '@/observability/send';
import type { TraceEntry, TraceFile } from '@/observability/trace';

import { ORIGIN } from './helpers';

const entry = (seq: number): TraceEntry => ({
  seq,
  actorId: 'payment',
  sessionId: 'x:4',
  machine: 'payment',
  eventType: 'SUBMIT',
  timestamp: `2025-01-01T10:00:0${seq}.000Z`,
  state: 'validating',
  status: 'active',
  event: { type: 'SUBMIT' },
});

const batch = (code: string, pageId: string, seqs: number[]): TraceBatch => ({
  format: 'portal-trace-batch/1',
  supportCode: code,
  reason: 'error',
  dropped: 0,
  page: {
    pageId,
    appVersion: '0.1.0',
    fingerprint: 'f',
    machines: { payment: 'p' },
    startedAt: '',
    entries: seqs.map(entry),
  },
});

// sendBeacon posts text/plain, without the XSRF header the API calls carry.
const beacon = (body: unknown) =>
  fetch(`${ORIGIN}${DEMO_TRACE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
  });

describe('demo trace endpoint', () => {
  it('is where the dev server and demo build send traces', () => {
    expect(config.traceUrl).toBe(DEMO_TRACE_PATH);
  });

  it('stores beaconed batches by support code and page, once each, and returns them as one trace file', async () => {
    expect((await beacon(batch('7F3K-9TQD', 'p1', [1, 2]))).status).toBe(204);
    await beacon(batch('7F3K-9TQD', 'p1', [2, 3]));
    await beacon(batch('7F3K-9TQD', 'p2', [1]));
    const file = (await (await fetch(`${ORIGIN}${DEMO_TRACE_PATH}/7f3k-9tqd`)).json()) as TraceFile;
    expect(file.supportCode).toBe('7F3K-9TQD');
    expect(file.pages.map((p) => [p.pageId, p.entries.map((e) => e.seq)])).toEqual([
      ['p1', [1, 2, 3]],
      ['p2', [1]],
    ]);
    const list = (await (await fetch(`${ORIGIN}${DEMO_TRACE_PATH}`)).json()) as TraceSummary[];
    expect(list).toEqual([{ supportCode: '7F3K-9TQD', pages: 2, entries: 4, lastAt: '2025-01-01T10:00:03.000Z' }]);
  });

  it('refuses what is not a batch, and answers 404 for an unknown code', async () => {
    expect((await beacon({ hello: 1 })).status).toBe(400);
    expect((await beacon(batch('not a code', 'p1', [1]))).status).toBe(400);
    expect((await fetch(`${ORIGIN}${DEMO_TRACE_PATH}/AAAA-AAAA`)).status).toBe(404);
  });
});
