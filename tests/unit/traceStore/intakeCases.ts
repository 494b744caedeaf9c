// The trace store's intake (POST /traces of docs/trace-api.yaml), written once and run on each backend
// (pglite.test.ts, postgres.server.test.ts): the portal's real batches stored and answered back, each seq
// once; what is not a batch, a card number's shape, an oversized body and a flood refused.
import { connect } from 'node:net';

import { beforeAll, describe, expect, it } from 'vitest';

import type { TraceFile } from '@/observability/trace';
import { MAX_BODY_BYTES, MESSAGES, nestedWithin } from '@trace-store/app';

import { asNewGuarantor, pageOf, realBatches, type TraceBatch, withFirstEntry } from './batches';
import { type Backend, expectDocumented, lookUp, post, storeOn } from './harness';

/** The first bytes the server answers to a request whose body is never sent. */
function answerWithoutBody(port: number, head: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(head));
    socket.setTimeout(10_000, () => fail(new Error('no answer: the server waited for the body')));
    socket.once('data', (chunk) => {
      socket.destroy();
      done(chunk.toString('latin1'));
    });
    socket.once('error', fail);
  });
}

/** A state value `levels` objects deep. */
const nested = (levels: number): unknown =>
  Array.from({ length: levels }).reduce<unknown>((inner) => ({ posting: inner }), 'done');

export function intakeCases(backend: Backend): void {
  describe('intake (POST /traces)', () => {
    let payment: TraceBatch[] = [];
    let long: TraceBatch[] = [];
    beforeAll(async () => {
      ({ payment, long } = await realBatches());
    });

    it("stores the portal's real batches (204) and answers them as one page, each entry as it was sent", async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      for (const batch of batches) expectDocumented('intake', await post(app, batch), 204);
      // A real batch nests far less than the store allows (MAX_NESTING).
      for (const batch of batches) expect(nestedWithin(JSON.stringify(batch), 16)).toBe(true);
      const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
      expect(file).toMatchObject({ format: 'portal-trace/1', supportCode: code });
      expect(file.pages).toEqual([pageOf(batches)]);
      // What the replay needs came through: child actors, machines, a finished actor's output.
      const entries = file.pages[0]!.entries;
      expect(entries.some((e) => e.parentId !== undefined)).toBe(true);
      expect(entries.some((e) => e.machine !== undefined)).toBe(true);
      expect(entries.some((e) => 'output' in e)).toBe(true);
    });

    it("stores a long page's batches, each near the sender's 48000-byte limit", async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(long);
      expect(batches.length).toBeGreaterThan(2);
      for (const batch of batches.slice(0, -1)) expect(JSON.stringify(batch).length).toBeGreaterThan(40_000);
      for (const batch of batches) expectDocumented('intake', await post(app, batch), 204);
      const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
      expect(file.pages).toEqual([pageOf(batches)]);
      expect(file.pages[0]!.entries.at(-1)!.event).toEqual({ type: 'BIG', truncated: true });
    });

    it('stores each seq of a page once: a batch sent again, batches that overlap, a seq twice in one batch', async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      const page = batches[0]!.page;
      const half = Math.floor(page.entries.length / 2);
      const first = { ...batches[0]!, page: { ...page, entries: page.entries.slice(0, half + 2) } };
      const second = { ...batches[0]!, page: { ...page, entries: page.entries.slice(half) } };
      const repeated = { ...first, page: { ...first.page, entries: [...first.page.entries, page.entries[0]!] } };
      for (const batch of [first, first, second, repeated, second])
        expectDocumented('intake', await post(app, batch), 204);
      const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
      expect(file.pages[0]!.entries.map((e) => e.seq)).toEqual(page.entries.map((e) => e.seq));
      expect(file.pages).toEqual([pageOf([first, second])]);
    });

    it("keeps a page's furthest header (the machines seen by then), even when it arrives first", async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      const page = batches[0]!.page;
      const early = { ...batches[0]!, page: { ...page, machines: {}, entries: page.entries.slice(0, 2) } };
      const late = { ...batches[0]!, page: { ...page, entries: page.entries.slice(2) } };
      for (const batch of [late, early]) expectDocumented('intake', await post(app, batch), 204);
      const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
      expect(file.pages[0]!.machines).toEqual(page.machines);
      expect(Object.keys(page.machines).length).toBeGreaterThan(0);
    });

    it('keeps the pages of one code apart: a reload is a second page, the older first', async () => {
      const app = await storeOn(backend.db());
      const [batch] = payment;
      const reload = { ...batch!, page: { ...batch!.page, pageId: 'reloaded', startedAt: '2099-01-01T00:00:00.000Z' } };
      const { code, batches } = asNewGuarantor([reload, batch!]);
      for (const each of batches) expectDocumented('intake', await post(app, each), 204);
      const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
      expect(file.pages).toEqual([pageOf([batches[1]!]), pageOf([batches[0]!])]);
    });

    it('refuses what is not a batch with 400 and stores none of it', async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      const batch = batches[0]!;
      const text = JSON.stringify(batch);
      const refused = [
        '',
        text.slice(0, -1),
        '{}',
        '[]',
        JSON.stringify({ ...batch, supportCode: code.toLowerCase() }),
        JSON.stringify({ ...batch, format: 'portal-trace/1' }),
        JSON.stringify({ ...batch, cardNumber: 'none' }),
        JSON.stringify({ ...batch, page: { ...batch.page, pageId: '' } }),
        JSON.stringify(withFirstEntry(batch, (entry) => ({ ...entry, seq: 0 }))),
        JSON.stringify(withFirstEntry(batch, (entry) => ({ ...entry, email: 'jane.payer@example.com' }))),
        // Nested deeper than a trace ever is: refused before anything recurses into it.
        JSON.stringify(withFirstEntry(batch, (entry) => ({ ...entry, state: nested(100) }))),
      ];
      for (const body of refused) {
        const answer = expectDocumented('intake', await post(app, body), 400) as { message: string };
        expect(answer.message.startsWith(MESSAGES.notABatch), answer.message).toBe(true);
      }
      expectDocumented('lookup', await lookUp(app, code), 404);
    });

    it('refuses a batch holding the shape of a card number (Luhn) with 400 and stores nothing of it', async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      const batch = batches[0]!;
      const holding = [
        withFirstEntry(batch, (e) => ({ ...e, event: { ...e.event, value: '4111 1111 1111 1111' } })),
        withFirstEntry(batch, (e) => ({ ...e, eventType: 'PAID-5500-0000-0000-0004' })),
        withFirstEntry(batch, (e) => ({ ...e, output: 4111111111111111 })),
        withFirstEntry(batch, (e) => ({ ...e, state: { '378282246310005': 'done' } })),
        { ...batch, page: { ...batch.page, machines: { ...batch.page.machines, card: '6011000990139424' } } },
      ];
      for (const body of holding)
        expect(expectDocumented('intake', await post(app, body), 400)).toEqual({ message: MESSAGES.cardNumber });
      expectDocumented('lookup', await lookUp(app, code), 404);
      // Sixteen digits that fail the Luhn check are no card number: kept.
      const kept = withFirstEntry(batch, (e) => ({ ...e, event: { ...e.event, value: '4111 1111 1111 1112' } }));
      expectDocumented('intake', await post(app, kept), 204);
      expectDocumented('lookup', await lookUp(app, code), 200);
    });

    it('refuses a body over 64 KB with 413', async () => {
      const app = await storeOn(backend.db());
      const answer = await post(app, 'x'.repeat(MAX_BODY_BYTES + 1));
      expect(expectDocumented('intake', answer, 413)).toEqual({ message: MESSAGES.tooLarge });
    });

    it('answers 413 from the Content-Length alone, without waiting for the body', async () => {
      const app = await storeOn(backend.db());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const head = `POST /traces HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 10000000\r\n\r\n`;
      expect(await answerWithoutBody(port, head)).toMatch(/^HTTP\/1\.1 413 /);
    });

    it('limits batches per client address, in memory: 429 past the limit; other addresses and lookups go on', async () => {
      const app = await storeOn(backend.db(), { rateLimit: { max: 2, timeWindowMs: 60_000 } });
      const { code, batches } = asNewGuarantor(payment);
      const batch = batches[0]!;
      expectDocumented('intake', await post(app, batch, '203.0.113.7'), 204);
      expectDocumented('intake', await post(app, batch, '203.0.113.7'), 204);
      const refused = await post(app, batch, '203.0.113.7');
      expect(expectDocumented('intake', refused, 429)).toEqual({ message: MESSAGES.tooMany });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The portal's page reads the answer and its Retry-After, from any origin (its post has no credentials).
      expect(refused.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'Retry-After',
      });
      expectDocumented('intake', await post(app, batch, '203.0.113.8'), 204);
      expectDocumented('lookup', await lookUp(app, code), 200);
    });

    it('keeps no client address, user agent or cookie: the table holds the trace and nothing else', async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      const answer = await app.inject({
        method: 'POST',
        url: '/traces',
        headers: { 'user-agent': 'Browser/1.0', cookie: 'session=guarantor-cookie' },
        remoteAddress: '192.0.2.9',
        payload: JSON.stringify(batches[0]),
      });
      expectDocumented('intake', answer, 204);
      const db = backend.db();
      const columns = await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'trace_entries' ORDER BY ordinal_position`,
      );
      expect(columns.rows.map((row) => row.name)).toEqual([
        'received_on',
        'seq',
        'up_to',
        'support_code',
        'page_id',
        'body',
      ]);
      const { rows } = await db.query<{ text: string }>(
        'SELECT body::text AS text FROM trace_entries WHERE support_code = $1',
        [code],
      );
      expect(rows.length).toBeGreaterThan(1);
      for (const seen of ['Browser/1.0', 'guarantor-cookie', '192.0.2.9'])
        expect(rows.filter((row) => row.text.includes(seen))).toEqual([]);
    });

    it('logs method, path and status, never a body, an address, a user agent or a cookie', async () => {
      const lines: string[] = [];
      const app = await storeOn(backend.db(), { logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
      const { code, batches } = asNewGuarantor(payment);
      const client = {
        headers: { 'user-agent': 'Browser/1.0', cookie: 'session=staff-cookie' },
        remoteAddress: '192.0.2.9',
      };
      const carded = withFirstEntry(batches[0]!, (e) => ({ ...e, event: { ...e.event, value: '4111111111111111' } }));
      for (const body of [batches[0]!, carded, { ...batches[0]!, note: 'marker-in-body' }])
        await app.inject({
          method: 'POST',
          url: '/traces?from=marker-in-query',
          payload: JSON.stringify(body),
          ...client,
        });
      await app.inject({ method: 'GET', url: `/traces/${code}`, ...client });
      const log = lines.join('');
      expect(log).toContain(`"url":"/traces/${code}"`);
      expect(log).toContain('"statusCode":400');
      for (const secret of [
        '4111111111111111',
        'marker-in',
        'Browser/1.0',
        'staff-cookie',
        '192.0.2.9',
        batches[0]!.page.pageId,
      ])
        expect(log).not.toContain(secret);
    });
  });
}
