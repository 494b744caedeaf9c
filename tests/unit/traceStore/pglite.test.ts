// @vitest-environment node: a service and its database, no DOM (tests/setup.ts).
// The trace store on PGlite, the embedded default (no DATABASE_URL): the contract's cases on one PGlite
// for the file, in a temporary folder; then that folder under `npm run serve:traces`, whose process is
// killed with SIGKILL right after its 2xx answers: the store opened again on the folder has the batches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TraceFile } from '@/observability/trace';
import { openPglite } from '@trace-store/db';

import { asNewGuarantor, pageOf, realBatches } from './batches';
import { type Backend, BEACON_TYPE, closeStores, expectDocumented, interruptible, lookUp, storeOn } from './harness';
import { intakeCases } from './intakeCases';
import { lookupCases } from './lookupCases';
import { letLocalRequestsThrough, startService } from './service';

const folder = mkdtempSync(join(tmpdir(), 'trace-store-pglite-'));
let db: Awaited<ReturnType<typeof openPglite>> | null = null;
let shared: ReturnType<typeof interruptible>;

beforeAll(async () => {
  db = await openPglite(folder);
  shared = interruptible(db);
}, 120_000);

afterEach(closeStores);

afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

const backend: Backend = {
  db: () => shared,
  otherDb: () => shared,
  outage: { begin: () => shared.begin(), end: () => shared.end() },
};

intakeCases(backend);
lookupCases(backend);

describe('nothing acknowledged is lost (PGlite)', () => {
  beforeAll(async () => {
    // One process owns a PGlite folder at a time: this file's own PGlite hands it to the service.
    await db?.close();
    db = null;
  });

  it('keeps a batch answered 2xx across a kill -9 of the service and its restart on the same folder', async () => {
    letLocalRequestsThrough();
    const { code, batches } = asNewGuarantor((await realBatches()).payment);
    const service = await startService({ TRACE_DATA_DIR: folder });
    const answers: number[] = [];
    for (const batch of batches) {
      const answer = await fetch(`${service.url}/traces`, {
        method: 'POST',
        headers: { 'content-type': BEACON_TYPE },
        body: JSON.stringify(batch),
      });
      answers.push(answer.status);
    }
    await service.kill('SIGKILL');
    expect(answers).toEqual(batches.map(() => 204));

    // Started again on the same folder (here, in this process): the batch is there.
    db = await openPglite(folder);
    const app = await storeOn(db);
    const file = expectDocumented('lookup', await lookUp(app, code), 200) as TraceFile;
    expect(file.pages).toEqual([pageOf(batches)]);
  });
});
