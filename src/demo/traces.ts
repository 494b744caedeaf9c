// The demo backend's trace endpoint (what VITE_TRACE_URL points at in a real deployment): stores the
// batches navigator.sendBeacon posts, by support code, and lists and returns them for support's
// replay page. In memory; in the browser also in localStorage, so the replay page in another tab of
// the same host finds a code. Traces are redacted before they leave the page; nothing else is kept.
// Its answers are the contract's (docs/trace-api.yaml, checked in traceApi.contract.test.ts).
import { http, HttpResponse } from 'msw';

import { SUPPORT_CODE_PATTERN } from '@/observability/supportCode';
import type { TraceEntry, TraceFile, TracePage } from '@/observability/trace';

export const DEMO_TRACE_PATH = '/__demo/support/traces';
export const TRACE_STORAGE_KEY = 'demo-support-traces';
/** The newest codes kept; older ones are forgotten. */
const MAX_CODES = 20;
const MAX_ENTRIES_PER_PAGE = 5000;

export interface TraceSummary {
  supportCode: string;
  pages: number;
  entries: number;
  /** The newest entry's timestamp. */
  lastAt: string;
}

type Store = Record<string, TracePage[]>;

let store: Store = {};
let storage: Storage | null = null;

function load(): void {
  try {
    store = storage ? ((JSON.parse(storage.getItem(TRACE_STORAGE_KEY) ?? '{}') as Store) ?? {}) : store;
  } catch {
    store = {};
  }
}

function save(): void {
  try {
    storage?.setItem(TRACE_STORAGE_KEY, JSON.stringify(store));
  } catch {
    // full or disabled: the memory copy stays
  }
}

/** The browser keeps traces in localStorage (shared by the host's tabs); node in memory. */
export function setTraceStorage(next: Storage | null): void {
  storage = next;
  load();
}

export function resetTraceStore(): void {
  store = {};
  save();
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isPage(v: unknown): v is TracePage {
  return isRecord(v) && typeof v.pageId === 'string' && Array.isArray(v.entries) && v.entries.every(isRecord);
}

/** Adds a batch's entries to its page (by pageId), in seq order, once each. */
export function storeBatch(batch: unknown): boolean {
  if (!isRecord(batch) || batch.format !== 'portal-trace-batch/1') return false;
  const code = batch.supportCode;
  if (typeof code !== 'string' || !SUPPORT_CODE_PATTERN.test(code) || !isPage(batch.page)) return false;
  load();
  const pages = store[code] ?? [];
  const incoming = batch.page;
  const page = pages.find((p) => p.pageId === incoming.pageId);
  if (!page) pages.push({ ...incoming, entries: incoming.entries.slice(-MAX_ENTRIES_PER_PAGE) });
  else {
    const seen = new Set(page.entries.map((e) => e.seq));
    const merged = [...page.entries, ...incoming.entries.filter((e: TraceEntry) => !seen.has(e.seq))];
    Object.assign(page, { ...incoming, entries: merged.sort((a, b) => a.seq - b.seq).slice(-MAX_ENTRIES_PER_PAGE) });
  }
  delete store[code];
  store[code] = pages; // newest last
  for (const old of Object.keys(store).slice(0, -MAX_CODES)) delete store[old];
  save();
  return true;
}

export function traceFileFor(code: string): TraceFile | null {
  load();
  const pages = store[code];
  return pages ? { format: 'portal-trace/1', supportCode: code, exportedAt: new Date().toISOString(), pages } : null;
}

export function listTraces(): TraceSummary[] {
  load();
  return Object.entries(store)
    .reverse()
    .map(([supportCode, pages]) => {
      const entries = pages.flatMap((p) => p.entries);
      return {
        supportCode,
        pages: pages.length,
        entries: entries.length,
        lastAt: entries.reduce((last, e) => (e.timestamp > last ? e.timestamp : last), ''),
      };
    });
}

/** The contract's `Error` body: a sentence for a person. */
const errorAnswer = (status: number, message: string) => HttpResponse.json({ message }, { status });
const notABatch = () => errorAnswer(400, 'This is not a trace batch.');

export const traceHandlers = [
  http.post(`*${DEMO_TRACE_PATH}`, async ({ request }) => {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return notABatch();
    }
    return storeBatch(body) ? new HttpResponse(null, { status: 204 }) : notABatch();
  }),
  http.get(`*${DEMO_TRACE_PATH}`, () => HttpResponse.json(listTraces())),
  http.get(`*${DEMO_TRACE_PATH}/:code`, ({ params }) => {
    const file = traceFileFor(String(params.code).toUpperCase());
    return file ? HttpResponse.json(file) : errorAnswer(404, 'No trace has this code.');
  }),
];
