// The trace store's lookup (GET /traces/{code} of docs/trace-api.yaml) and what holds the table up: the
// code checked before any query, CORS for the console only, no-store, retention by whole partitions,
// partitions made once under concurrent intake, and 503 while the database is away. Written once and run
// on each backend (pglite.test.ts, postgres.server.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@trace-store/app';
import { addDays, createStorage, dayOf, partitionName } from '@trace-store/storage';

import { asNewGuarantor, realBatches, type TraceBatch } from './batches';
import { type Backend, counting, expectDocumented, lookUp, post, storeOn } from './harness';

const CONSOLE = 'https://support.example-billing.com';

export function lookupCases(backend: Backend): void {
  describe('lookup (GET /traces/{code})', () => {
    let payment: TraceBatch[] = [];
    beforeAll(async () => {
      ({ payment } = await realBatches());
    });

    it('answers 404 with an Error for a code no trace has', async () => {
      const app = await storeOn(backend.db());
      const answer = await lookUp(app, asNewGuarantor(payment).code);
      expect(expectDocumented('lookup', answer, 404)).toEqual({ message: MESSAGES.noTrace });
    });

    it('checks the code before any query: 400 for what is not a code, and the database is not asked', async () => {
      const db = counting(backend.db());
      const app = await storeOn(db);
      for (const code of ['h3xh-aytw', 'H3XHAYTW', 'H3XH-AYT0', 'H3XH-AYTWW', "H3XH-AYTW'--", '%20'])
        expect((expectDocumented('lookup', await lookUp(app, code), 400) as { message: string }).message).toMatch(
          new RegExp(`^${MESSAGES.notACode.replace(/[().]/g, '\\$&')}`),
        );
      expect(db.queries).toBe(0);
    });

    it("answers CORS with credentials to the console's origin only, with Vary: Origin", async () => {
      const app = await storeOn(backend.db(), { consoleOrigin: CONSOLE });
      const { code, batches } = asNewGuarantor(payment);
      expectDocumented('intake', await post(app, batches[0]!), 204);
      for (const status of [200, 404]) {
        const answer = await lookUp(app, status === 200 ? code : asNewGuarantor(payment).code, CONSOLE);
        expectDocumented('lookup', answer, status);
        expect(answer.headers['access-control-allow-origin']).toBe(CONSOLE);
        expect(answer.headers['access-control-allow-credentials']).toBe('true');
        expect(String(answer.headers.vary)).toMatch(/\bOrigin\b/i);
      }
      const elsewhere = await lookUp(app, code, 'https://evil.example');
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
      expect(String(elsewhere.headers.vary)).toMatch(/\bOrigin\b/i);
      const alone = await storeOn(backend.db());
      expect((await lookUp(alone, code, CONSOLE)).headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers every lookup with Cache-Control: no-store', async () => {
      const app = await storeOn(backend.db());
      const { code, batches } = asNewGuarantor(payment);
      expectDocumented('intake', await post(app, batches[0]!), 204);
      for (const asked of [code, asNewGuarantor(payment).code, 'not-a-code'])
        expect((await lookUp(app, asked)).headers['cache-control']).toBe('no-store');
    });

    it('drops a day past retention whole (its partition), and its codes then answer as unknown ones', async () => {
      let now = new Date('2001-01-01T23:59:59Z');
      const app = await storeOn(backend.db(), { retentionDays: 30, now: () => now });
      const { code, batches } = asNewGuarantor(payment);
      expectDocumented('intake', await post(app, batches[0]!), 204);
      const storage = createStorage(backend.db());
      expect(await storage.days()).toContain('2001-01-01');

      now = new Date('2001-01-31T23:59:59Z'); // 30 whole days later: still kept
      expect(await app.maintain()).not.toContain('2001-01-01');
      expectDocumented('lookup', await lookUp(app, code), 200);

      now = new Date('2001-02-01T00:00:00Z');
      const unknown = expectDocumented('lookup', await lookUp(app, asNewGuarantor(payment).code), 404);
      expect(expectDocumented('lookup', await lookUp(app, code), 404)).toEqual(unknown);
      expect(await app.maintain()).toEqual(['2001-01-01']);
      expect(await storage.days()).not.toContain('2001-01-01');
      const { rows } = await backend
        .db()
        .query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [partitionName('2001-01-01')]);
      expect(rows).toEqual([{ found: null }]);
      expect(expectDocumented('lookup', await lookUp(app, code), 404)).toEqual(unknown);
    });

    it("creates the coming days' partitions ahead, and again without harm", async () => {
      const now = new Date('2040-03-01T08:00:00Z');
      const app = await storeOn(backend.db(), { now: () => now });
      await app.maintain();
      await app.maintain();
      const days = await createStorage(backend.db()).days();
      for (const ahead of [0, 1, 2]) expect(days).toContain(addDays(dayOf(now), ahead));
    });

    it("creates a new day's partition once under concurrent intake from two connections", async () => {
      const now = new Date('2041-06-01T12:00:00Z');
      const apps = [
        await storeOn(backend.db(), { now: () => now }),
        await storeOn(backend.otherDb(), { now: () => now }),
      ];
      const guarantors = Array.from({ length: 12 }, () => asNewGuarantor(payment));
      const answers = await Promise.all(
        guarantors.map(({ batches }, i) => post(apps[i % 2]!, batches[0]!, `10.0.0.${i}`)),
      );
      for (const answer of answers) expectDocumented('intake', answer, 204);
      for (const { code } of guarantors) expectDocumented('lookup', await lookUp(apps[0]!, code), 200);
      expect((await createStorage(backend.db()).days()).filter((day) => day === '2041-06-01')).toHaveLength(1);
    });

    it('answers 503 while the database is away, and recovers by itself once it is back', async () => {
      const app = await storeOn(backend.db());
      const before = asNewGuarantor(payment);
      expectDocumented('intake', await post(app, before.batches[0]!), 204);
      const during = asNewGuarantor(payment);
      await backend.outage.begin();
      try {
        const refused = await post(app, during.batches[0]!);
        expect(expectDocumented('intake', refused, 503)).toEqual({ message: MESSAGES.unavailable });
        expect(refused.headers['retry-after']).toBeDefined();
        expectDocumented('lookup', await lookUp(app, before.code), 503);
      } finally {
        await backend.outage.end();
      }
      // The same store, untouched: the sender's resend of the refused batch now lands.
      expectDocumented('intake', await post(app, during.batches[0]!), 204);
      expectDocumented('lookup', await lookUp(app, during.code), 200);
      expectDocumented('lookup', await lookUp(app, before.code), 200);
    });
  });
}
