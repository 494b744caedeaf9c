import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  flushTrace,
  isTraceSending,
  MAX_BATCH_BYTES,
  MAX_BATCHES_PER_FLUSH,
  planBatches,
  resetTraceSending,
  type TraceBatch,
} from '@/observability/send';
import { startTraceSending } from '@/observability/sendStart';
import { supportCode } from '@/observability/supportCode';
import { clearTrace, TRACE_LIMIT, type TraceEntry } from '@/observability/trace';

import { recordFieldChanges } from './fieldChanges';

const URL = 'https://support.example/traces';
let sent: { url: string; body: Blob }[] = [];
let accept = true;

const record = recordFieldChanges;
const batches = () => Promise.all(sent.map(async (s) => JSON.parse(await s.body.text()) as TraceBatch));

beforeEach(() => {
  sent = [];
  accept = true;
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: Blob) => {
      if (accept) sent.push({ url, body });
      return accept;
    },
  });
  clearTrace();
  startTraceSending(URL);
});

afterEach(() => {
  resetTraceSending();
  vi.unstubAllGlobals();
});

describe('sending the trace to support', () => {
  it('beacons the entries not sent yet, as text/plain JSON with the support code, version and fingerprints', async () => {
    record(3);
    expect(flushTrace('error')).toBe(1);
    expect(sent[0]!.url).toBe(URL);
    expect(sent[0]!.body.type).toBe('text/plain;charset=utf-8');
    const [batch] = await batches();
    expect(batch).toMatchObject({
      format: 'portal-trace-batch/1',
      supportCode: supportCode(),
      reason: 'error',
      dropped: 0,
    });
    expect(batch!.page).toMatchObject({ appVersion: 'test', machines: expect.any(Object) as object });
    expect(batch!.page.entries).toHaveLength(3);
    expect(flushTrace('hidden')).toBe(0);
    record(1);
    flushTrace('hidden');
    expect((await batches())[1]!.page.entries.map((e) => e.seq)).toEqual([batch!.page.entries[2]!.seq + 1]);
  });

  it('cuts a long trace into batches under the size limit, at most a few per flush, the rest next time', async () => {
    record(400, 900);
    expect(flushTrace('hidden')).toBe(MAX_BATCHES_PER_FLUSH);
    for (const s of sent) expect(s.body.size).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    const first = await batches();
    flushTrace('hidden');
    flushTrace('hidden');
    const all = (await batches()).flatMap((b) => b.page.entries.map((e) => e.seq));
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(400);
    expect(first.length).toBe(MAX_BATCHES_PER_FLUSH);
  });

  it('keeps an oversized entry as its event type only', () => {
    const huge = {
      seq: 1,
      event: { type: 'BIG', blob: 'y'.repeat(20_000) },
      eventType: 'BIG',
    } as unknown as TraceEntry;
    expect(planBatches([huge], 200)[0]![0]!.event).toEqual({ type: 'BIG', truncated: true });
  });

  it('tries again at the next flush when the browser refuses a beacon', async () => {
    record(2);
    accept = false;
    expect(flushTrace('hidden')).toBe(0);
    accept = true;
    expect(flushTrace('hidden')).toBe(1);
    expect((await batches())[0]!.page.entries).toHaveLength(2);
  });

  it('counts the entries that left the ring before they were sent', async () => {
    record(1);
    flushTrace('hidden');
    sent = [];
    record(TRACE_LIMIT + 7);
    flushTrace('hidden');
    expect((await batches())[0]!.dropped).toBe(7);
  });

  it('sends when the page is hidden, and not at all without a URL', () => {
    record(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    startTraceSending('');
    expect(isTraceSending()).toBe(false);
    record(1);
    expect(flushTrace('error')).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
