// The intake under load for `npm run bench:traces`: the service's p95 at half its rate (autocannon, which
// paces its requests; the full rate is wrk's, traces/wrk.ts), each request a recorded batch under a fresh
// support code, and PostgreSQL's own rate for the same rows (pgbench, the store's INSERT with the same
// JSON, no service in between), on one machine in the same run.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import autocannon from 'autocannon';

import { newSupportCode } from '@/observability/supportCode';
import { type Batch, INSERT_BATCH, rowsOf } from '@trace-store/storage';

import { aroundCode } from './wrk';

const run = promisify(execFile);
/** `body` (a recorded batch) as another guarantor's: its support code replaced. */
const withCode = (body: string, code: string) => {
  const [before, after] = aroundCode(body);
  return before + code + after;
};

export interface IntakeRun {
  /** 2xx answers per second. */
  rate: number;
  /** Answers that were not 2xx, and requests that failed or timed out. */
  failed: number;
  p50: number;
  p95: number;
}

/** POSTs the bodies in turn, each under a fresh code, to `url` for `seconds`; `rate` caps the requests per second. */
export async function loadIntake(
  url: string,
  bodies: string[],
  { connections, seconds, rate }: { connections: number; seconds: number; rate?: number },
): Promise<IntakeRun> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        requests: [
          {
            setupRequest: (request) => {
              next = (next + 1) % bodies.length;
              return { ...request, body: withCode(bodies[next]!, newSupportCode()) };
            },
          },
        ],
      },
      (error, finished) => (error ? fail(error as Error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    rate: result['2xx'] / seconds,
    failed: result.non2xx + result.errors + result.timeouts,
    p50: at(0.5),
    p95: at(0.95),
  };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The store's INSERT for one batch as a pgbench script: the same statement text and the same JSON, sent
 * as text each time (simple protocol: PostgreSQL parses the JSON on every insert, as it does the service's
 * parameters), a random code per transaction, today's partition.
 */
export function pgbenchScript(body: string): string {
  const { page } = JSON.parse(body) as Batch;
  const { header, unique, upTo } = rowsOf(page);
  const values: Record<string, string> = {
    $1: 'CURRENT_DATE',
    $2: `('PG' || :benchcode)`,
    $3: literal(page.pageId),
    $4: String(upTo),
    $5: literal(JSON.stringify(header)),
    $6: literal(JSON.stringify(unique)),
  };
  const sql = INSERT_BATCH.replace(/\$[1-6]\b/g, (name) => values[name]!).replace(/\s*\n\s*/g, ' ');
  return `\\set benchcode random(1, 2000000000)\n${sql};\n`;
}

/** PostgreSQL's own rate for the same batches: pgbench, `clients` connections for `seconds`, transactions per second. */
export async function postgresAloneRate(
  bin: string,
  url: string,
  bodies: string[],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-traces-pgbench-'));
  try {
    const scripts = bodies.map((body, i) => {
      const file = join(folder, `batch-${i}.sql`);
      writeFileSync(file, pgbenchScript(body));
      return ['-f', file];
    });
    const { stdout } = await run(
      join(bin, 'pgbench'),
      [
        ...['-n', '-M', 'simple'],
        ...['-c', String(clients), '-j', '2', '-T', String(seconds)],
        ...scripts.flat(),
        url, // libpq takes the URL as the database's name
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench said:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
