// The portal's real batches for the trace store's tests: recorded by the real machines and cut by the real
// sender (src/observability/send.ts), as tests/unit/observability/traceApi.contract.test.ts checks them.
// A test gives each its own support code and page, so the cases of a file never see each other's traces.
import { vi } from 'vitest';

import { flushTrace, resetTraceSending, type TraceBatch } from '@/observability/send';
import { startTraceSending } from '@/observability/sendStart';
import { newSupportCode } from '@/observability/supportCode';
import { clearTrace, recordTrace, type TraceEntry, type TracePage } from '@/observability/trace';
import { recordFieldChanges } from '@tests/unit/observability/fieldChanges';
import { recordDeliveryPayment } from '@tests/unit/observability/flows';

export type { TraceBatch };

/** What the sender beaconed while `record` ran and then flushed with `reason` until nothing was left. */
async function sent(record: () => Promise<unknown>, reason: string): Promise<TraceBatch[]> {
  const bodies: Blob[] = [];
  vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: Blob) => bodies.push(body) > 0 });
  try {
    resetTraceSending();
    startTraceSending('https://traces.example.com/v1/traces');
    await record();
    while (flushTrace(reason) > 0);
    const texts = await Promise.all(bodies.map((body) => body.text()));
    return texts.map((text) => JSON.parse(text) as TraceBatch);
  } finally {
    resetTraceSending();
    vi.unstubAllGlobals();
  }
}

/** A declined card payment from a delivery link, sent as the error box sends it (one flush). */
export const declinedPayment = (): Promise<TraceBatch[]> =>
  sent(() => recordDeliveryPayment({ IsSuccess: false, ErrorMessage: 'Card declined' }), 'error');

/** A long page: several batches near the sender's 48000-byte limit, the last entry cut to its type. */
export const longPage = (): Promise<TraceBatch[]> =>
  sent(async () => {
    clearTrace();
    recordFieldChanges(150, 900, { form: 'editing' });
    recordTrace({
      actorId: 'upload',
      eventType: 'BIG',
      timestamp: new Date().toISOString(),
      state: 'done',
      event: { type: 'BIG', blob: 'y'.repeat(20_000) },
    });
    return Promise.resolve();
  }, 'hidden');

let pages = 0;

/** `batches` as one new guarantor's: a fresh support code, and a fresh page id per page of theirs. */
export function asNewGuarantor(batches: TraceBatch[]): { code: string; batches: TraceBatch[] } {
  const code = newSupportCode();
  const ids = new Map<string, string>();
  const renamed = batches.map((batch) => {
    let pageId = ids.get(batch.page.pageId);
    if (!pageId) ids.set(batch.page.pageId, (pageId = `page-${(pages += 1)}-${batch.page.pageId}`));
    return { ...batch, supportCode: code, page: { ...batch.page, pageId } };
  });
  return { code, batches: renamed };
}

/** The page the lookup should answer for `batches` of one page: its header, each seq once, in order. */
export function pageOf(batches: TraceBatch[]): TracePage {
  const bySeq = new Map<number, TraceEntry>();
  for (const entry of batches.flatMap((batch) => batch.page.entries))
    if (!bySeq.has(entry.seq)) bySeq.set(entry.seq, entry);
  const last = batches.reduce((a, b) => (maxSeq(b) > maxSeq(a) ? b : a));
  return { ...last.page, entries: [...bySeq.values()].sort((a, b) => a.seq - b.seq) };
}

const maxSeq = (batch: TraceBatch) => Math.max(0, ...batch.page.entries.map((e) => e.seq));

/** A batch with `change` applied to its first entry (what the store must refuse or keep). */
export function withFirstEntry(batch: TraceBatch, change: (entry: TraceEntry) => TraceEntry): TraceBatch {
  const [first, ...rest] = batch.page.entries;
  return { ...batch, page: { ...batch.page, entries: [change(first!), ...rest] } };
}

let recorded: Promise<{ payment: TraceBatch[]; long: TraceBatch[] }> | null = null;

/** Both recordings, made once per worker (a file's beforeAll asks; the cases only read them). */
export function realBatches(): Promise<{ payment: TraceBatch[]; long: TraceBatch[] }> {
  recorded ??= (async () => ({ payment: await declinedPayment(), long: await longPage() }))();
  return recorded;
}
