// @vitest-environment node: the sender and the demo API, no DOM (tests/setup.ts).
// The trace store's written contract (docs/trace-api.yaml, issue 32) against the code: the document is
// a well-formed OpenAPI 3.1 one, its schemas have the TypeScript types' fields, the batches the
// portal's real sender builds validate and stay within the limit, and the demo API answers as it says.
// The browser's real batches are checked in tests/e2e/support.e2e.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEMO_TRACE_PATH } from '@/demo/traces';
import {
  flushTrace,
  MAX_BATCH_BYTES,
  MAX_BATCHES_PER_FLUSH,
  resetTraceSending,
  type TraceBatch,
} from '@/observability/send';
import { startTraceSending } from '@/observability/sendStart';
import { SUPPORT_CODE_PATTERN, supportCode } from '@/observability/supportCode';
import { recordTrace, type TraceEntry, type TraceFile, type TracePage } from '@/observability/trace';
import {
  checkBatchBody,
  MAX_BATCHES_PER_FLUSH as CONTRACT_BATCHES_PER_FLUSH,
  MAX_BODY_BYTES,
  schemaValidator,
  traceApi,
  validateBatch,
  validateError,
  validateTraceFile,
} from '@tests/support/traceApi';

import { recordFieldChanges } from './fieldChanges';
import { recordDeliveryPayment } from './flows';

/** Each field of `T` and whether the code always emits it; tsc fails when a field is added, removed or made optional. */
type Shape<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? 'optional' : 'required' };

const SHAPES: Record<string, Record<string, 'optional' | 'required'>> = {
  TraceEntry: {
    seq: 'required',
    actorId: 'required',
    sessionId: 'required',
    parentId: 'optional',
    machine: 'optional',
    eventType: 'required',
    timestamp: 'required',
    state: 'required',
    status: 'required',
    event: 'required',
    output: 'optional',
  } satisfies Shape<TraceEntry>,
  TracePage: {
    pageId: 'required',
    appVersion: 'required',
    fingerprint: 'required',
    machines: 'required',
    startedAt: 'required',
    entries: 'required',
  } satisfies Shape<TracePage>,
  TraceBatch: {
    format: 'required',
    supportCode: 'required',
    reason: 'required',
    dropped: 'required',
    page: 'required',
  } satisfies Shape<TraceBatch>,
  TraceFile: {
    format: 'required',
    supportCode: 'required',
    exportedAt: 'required',
    pages: 'required',
  } satisfies Shape<TraceFile>,
};

const schemas = traceApi.components.schemas;
const INTAKE = traceApi.paths['/traces']?.post;
const LOOKUP = traceApi.paths['/traces/{code}']?.get;

/** The value at a local JSON pointer ('#/components/schemas/TraceBatch') of the document, or undefined. */
function resolveLocal(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      traceApi,
    );
}

/** Every `$ref` in the document. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsIn(value),
  );
}

/** Whether `status` is one the operation documents ('204' under '2XX'). */
const documents = (responses: Record<string, unknown>, status: number) =>
  String(status) in responses || `${String(status)[0]}XX` in responses;

describe('docs/trace-api.yaml is an OpenAPI 3.1 document', () => {
  it('has the fields OpenAPI 3.1 requires, both operations and no $ref that leads nowhere', () => {
    expect(traceApi.openapi).toBe('3.1.0');
    expect(traceApi.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(traceApi.info).toMatchObject({ title: expect.any(String) as string, version: expect.any(String) as string });
    for (const [path, item] of Object.entries(traceApi.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        for (const response of Object.values(operation.responses))
          expect(response.description).toEqual(expect.any(String));
        // Every {parameter} of the path template is declared, in: path, required.
        for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
          expect(operation.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
    }
    const refs = refsIn(traceApi);
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((ref) => resolveLocal(ref) === undefined)).toEqual([]);
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['TraceBatch', 'TracePage', 'TraceEntry', 'TraceFile', 'Error']),
    );
    // Strict Ajv compiles each schema: an unknown keyword (a typo) or a bad pattern fails here.
    for (const name of Object.keys(schemas)) expect(() => schemaValidator(name)).not.toThrow();
  });

  it('intake: POST text/plain, a JSON TraceBatch, with the sender’s limits; 2XX, 400 and 413', () => {
    expect(INTAKE?.requestBody?.content['text/plain']?.schema).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { $ref: '#/components/schemas/TraceBatch' },
    });
    expect(MAX_BODY_BYTES).toBe(MAX_BATCH_BYTES);
    expect(CONTRACT_BATCHES_PER_FLUSH).toBe(MAX_BATCHES_PER_FLUSH);
    expect(String(INTAKE?.description)).toContain(`${MAX_BATCH_BYTES} bytes`);
    expect(Object.keys(INTAKE?.responses ?? {})).toEqual(expect.arrayContaining(['2XX', '400', '413']));
  });

  it('lookup: GET by the canonical support code; 200 a TraceFile, 401, 403 and 404 an Error', () => {
    expect(LOOKUP?.parameters).toContainEqual(
      expect.objectContaining({ name: 'code', in: 'path', schema: { $ref: '#/components/schemas/SupportCode' } }),
    );
    expect(schemas.SupportCode?.pattern).toBe(SUPPORT_CODE_PATTERN.source);
    const json = (status: string) => LOOKUP?.responses[status]?.content?.['application/json']?.schema;
    expect(json('200')).toEqual({ $ref: '#/components/schemas/TraceFile' });
    for (const status of ['401', '403', '404']) expect(json(status)).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('each schema has the TypeScript type’s fields, required as the code always emits them, and no other', () => {
    for (const [name, shape] of Object.entries(SHAPES)) {
      const schema = schemas[name] as { properties: object; required: string[]; additionalProperties: unknown };
      expect(Object.keys(schema.properties).sort(), name).toEqual(Object.keys(shape).sort());
      const required = Object.keys(shape).filter((key) => shape[key] === 'required');
      expect([...schema.required].sort(), name).toEqual(required.sort());
      expect(schema.additionalProperties, name).toBe(false);
    }
  });
});

const TRACE_URL = 'https://traces.example.com/v1/traces';
let beacons: { url: string; body: Blob }[] = [];

beforeEach(() => {
  beacons = [];
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  startTraceSending(TRACE_URL);
});

afterEach(() => {
  resetTraceSending();
});

/** What the sender beaconed so far, as the store receives the bodies. */
const bodies = () => Promise.all(beacons.map((beacon) => beacon.body.text()));

/** A declined delivery payment through the real machines, sent as the error box sends it. */
async function declinedPaymentBatches(): Promise<string[]> {
  await recordDeliveryPayment({ IsSuccess: false, ErrorMessage: 'Card declined' });
  expect(flushTrace('error')).toBeGreaterThan(0);
  return bodies();
}

describe('the batches the portal’s sender builds', () => {
  it('a declined payment’s batch validates against TraceBatch, as text/plain within the limit', async () => {
    const sent = await declinedPaymentBatches();
    for (const beacon of beacons) {
      expect(beacon.url).toBe(TRACE_URL);
      expect(beacon.body.type).toMatch(/^text\/plain/);
    }
    for (const body of sent) {
      const { bytes, errors } = checkBatchBody(body);
      expect(errors).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    }
    const entries = sent.flatMap((body) => (JSON.parse(body) as TraceBatch).page.entries);
    // The optional fields were there to check: child actors, machines and a finished actor's output.
    expect(entries.some((e) => e.parentId !== undefined)).toBe(true);
    expect(entries.some((e) => e.machine !== undefined)).toBe(true);
    expect(entries.some((e) => 'output' in e)).toBe(true);
    expect(entries.some((e) => typeof e.state === 'object')).toBe(true);
  });

  it('a long trace: every batch of every flush validates and stays within the limit, an oversized entry too', async () => {
    recordFieldChanges(300, 900, { form: 'editing' });
    recordTrace({
      actorId: 'upload',
      eventType: 'BIG',
      timestamp: new Date().toISOString(),
      state: 'done',
      status: 'done',
      event: { type: 'BIG', blob: 'y'.repeat(20_000) },
      output: 'z'.repeat(20_000),
    });
    expect(flushTrace('hidden')).toBe(MAX_BATCHES_PER_FLUSH);
    while (flushTrace('hidden') > 0);
    const sent = await bodies();
    expect(sent.length).toBeGreaterThan(MAX_BATCHES_PER_FLUSH);
    for (const body of sent) expect(checkBatchBody(body).errors).toEqual([]);
    const last = JSON.parse(sent.at(-1)!) as TraceBatch;
    expect(last.page.entries.at(-1)!.event).toEqual({ type: 'BIG', truncated: true });
  });

  it('the schemas refuse what the portal never sends', async () => {
    const [body] = await declinedPaymentBatches();
    const batch = JSON.parse(body!) as TraceBatch;
    const entry = batch.page.entries[0]!;
    const page = (entries: unknown[]) => ({ ...batch, page: { ...batch.page, entries } });
    expect(validateBatch({ ...batch, cardNumber: '4000000000000002' })).toEqual([
      '(root): must NOT have additional properties (cardNumber)',
    ]);
    expect(validateBatch(page([{ ...entry, email: 'jane.payer@example.com' }]))).toEqual([
      '/page/entries/0: must NOT have additional properties (email)',
    ]);
    expect(validateBatch({ ...batch, supportCode: supportCode().toLowerCase() })).not.toEqual([]);
    expect(validateBatch({ ...batch, format: 'portal-trace/1' })).not.toEqual([]);
    expect(validateBatch(page([{ ...entry, timestamp: 'yesterday' }]))).not.toEqual([]);
    expect(validateBatch(page([{ ...entry, seq: 0 }]))).not.toEqual([]);
    expect(validateTraceFile({ ...batch, format: 'portal-trace/1' })).not.toEqual([]);
  });
});

describe('the demo API answers as the contract says', () => {
  const url = `http://demo.pay.localhost${DEMO_TRACE_PATH}`;
  const post = (body: string) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });

  it('POST a real batch → 2XX; GET its code → 200 with a valid TraceFile holding those entries', async () => {
    const sent = await declinedPaymentBatches();
    for (const body of sent) {
      const answer = await post(body);
      expect(documents(INTAKE!.responses, answer.status), `POST answered ${answer.status}`).toBe(true);
      expect(answer.ok).toBe(true);
    }
    const answer = await fetch(`${url}/${supportCode()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const file = (await answer.json()) as TraceFile;
    expect(validateTraceFile(file)).toEqual([]);
    expect(file.supportCode).toBe(supportCode());
    const seqs = sent.flatMap((body) => (JSON.parse(body) as TraceBatch).page.entries.map((e) => e.seq));
    expect(file.pages.flatMap((p) => p.entries.map((e) => e.seq))).toEqual(seqs);
  });

  it('GET an unknown code → 404 with an Error body', async () => {
    const unknown = supportCode() === 'AAAA-AAAA' ? 'CCCC-CCCC' : 'AAAA-AAAA';
    const answer = await fetch(`${url}/${unknown}`);
    expect(answer.status).toBe(404);
    expect(documents(LOOKUP!.responses, answer.status)).toBe(true);
    const body: unknown = await answer.json();
    expect(validateError(body)).toEqual([]);
    expect(body).toEqual({ message: 'No trace has this code.' });
  });

  it('POST what is not a batch → 400 with an Error body', async () => {
    const [real] = await declinedPaymentBatches();
    const notJson = '{"format": "portal-trace-batch/1",';
    const wrongCode = JSON.stringify({ ...(JSON.parse(real!) as TraceBatch), supportCode: 'not a code' });
    for (const body of [notJson, wrongCode, '{}']) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(documents(INTAKE!.responses, answer.status)).toBe(true);
      expect(validateError(await answer.json())).toEqual([]);
    }
  });
});
