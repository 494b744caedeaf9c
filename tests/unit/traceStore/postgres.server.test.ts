// @vitest-environment node: a service and its database, no DOM (tests/setup.ts).
// The trace store on a real PostgreSQL server (DATABASE_URL): Debian's, started for this file in a
// temporary folder on a loopback port (postgresServer.ts; scripts/setup/ensure-postgres.sh installs it).
// The contract's cases of pglite.test.ts, each written once; the outage is the server stopped and started
// again; and nothing answered 2xx is lost when PostgreSQL crashes or the service is killed with SIGKILL.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TraceFile } from '@/observability/trace';
import { type Db, openPostgres } from '@trace-store/db';

import { asNewGuarantor, pageOf, realBatches } from './batches';
import { type Backend, BEACON_TYPE, closeStores, expectDocumented, lookUp, post, storeOn } from './harness';
import { intakeCases } from './intakeCases';
import { lookupCases } from './lookupCases';
import { type PostgresServer, startPostgresServer } from './postgresServer';
import { letLocalRequestsThrough, startService } from './service';

let server: PostgresServer | null = null;
let db: Db;
let other: Db;

beforeAll(async () => {
  server = await startPostgresServer();
  db = openPostgres(server.url, { connectMs: 5000 });
  other = openPostgres(server.url, { connectMs: 5000 });
}, 60_000);

afterEach(closeStores);

afterAll(async () => {
  await Promise.all([db?.close(), other?.close()]);
  await server?.remove();
});

const backend: Backend = {
  db: () => db,
  otherDb: () => other,
  outage: { begin: () => server!.stop(), end: () => server!.start() },
};

intakeCases(backend);
lookupCases(backend);

describe('nothing acknowledged is lost (PostgreSQL server)', () => {
  it('keeps a batch answered 2xx across a crash of PostgreSQL right after (immediate shutdown, WAL replay)', async () => {
    const app = await storeOn(db);
    const { code, batches } = asNewGuarantor((await realBatches()).payment);
    for (const batch of batches) expectDocumented('intake', await post(app, batch), 204);
    await server!.crash();
    await server!.start();
    const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
    expect(file.pages).toEqual([pageOf(batches)]);
  });

  it('keeps a batch answered 2xx across a kill -9 of the service process', async () => {
    letLocalRequestsThrough();
    const { code, batches } = asNewGuarantor((await realBatches()).payment);
    const service = await startService({ DATABASE_URL: server!.url });
    const answers: number[] = [];
    for (const batch of batches) {
      const init = { method: 'POST', headers: { 'content-type': BEACON_TYPE }, body: JSON.stringify(batch) };
      answers.push((await fetch(`${service.url}/traces`, init)).status);
    }
    await service.kill('SIGKILL');
    expect(answers).toEqual(batches.map(() => 204));
    const file = expectDocumented('lookup', await lookUp(await storeOn(db), code), 200) as TraceFile;
    expect(file.pages).toEqual([pageOf(batches)]);
  });

  it('TRACE_PROCESSES=2: two processes on one port take the batches and answer the lookup, and stop together', async () => {
    letLocalRequestsThrough();
    const { code, batches } = asNewGuarantor((await realBatches()).payment);
    const service = await startService({ DATABASE_URL: server!.url, TRACE_PROCESSES: '2' });
    const init = (batch: object) => ({
      method: 'POST',
      headers: { 'content-type': BEACON_TYPE },
      body: JSON.stringify(batch),
    });
    const answers = await Promise.all(
      batches.map(async (batch) => (await fetch(`${service.url}/traces`, init(batch))).status),
    );
    expect(answers).toEqual(batches.map(() => 204));
    const answer = await fetch(`${service.url}/traces/${code}`);
    expect(((await answer.json()) as TraceFile).pages).toEqual([pageOf(batches)]);
    await service.kill('SIGTERM');
  });
});
