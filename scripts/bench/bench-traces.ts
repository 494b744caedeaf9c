// `npm run bench:traces [-- --visits-per-day=1000 --days=30 --seconds=10 --connections=50 --lookups=200
// --no-build]`: the trace store (trace-store/) against Debian's PostgreSQL on this machine (issue 55).
// 1. The visits: a card payment, an insurance update and a 2,000-visit bill, walked in Chromium on the
//    production bundle (dist-e2e: `npm run build:e2e` first unless --no-build); every batch they post.
// 2. The intake: the service (npm run serve:traces' process, on a server started in a temporary folder)
//    under wrk with many connections, each request a recorded batch under a fresh code: its rate; then
//    its p95 at half that rate (autocannon, which paces). PostgreSQL's own rate for the same rows:
//    pgbench, the store's INSERT.
// 3. A month: day after day of `visits-per-day` visits loaded into their partitions; the lookup's p95
//    through the service at 1, 10 and the last day loaded; one day's drop; the bytes on disk per visit.
// Each goal is printed with its figure, PASS or FAIL; the exit code is 1 when one fails. A benchmark, not
// a test: its figures belong to the machine it ran on (issue 55's are in docs/deploy.md).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

import { serve, stop } from '@tests/e2e/support/global-setup';
import { postgresBin, startPostgresServer } from '@tests/unit/traceStore/postgresServer';
import { DEFAULT_POOL_SIZE, openPostgres } from '@trace-store/db';
import { addDays, type Batch, dayOf } from '@trace-store/storage';

import { benchOptions } from './bench-options.mjs';
import { loadIntake, postgresAloneRate } from './traces/intake';
import { prepareMonth, timeLookups, visitCode } from './traces/month';
import { recordVisits } from './traces/visits';
import { wrkIntake } from './traces/wrk';

/** Issue 55's goals. */
const GOALS = { intakeShareOfPostgres: 0.5, lookupP95Ms: 50, dropSeconds: 1 };
/** "Flat as the month fills": the last p95 within this factor of the first day's (plus a few ms of noise). */
const FLAT = { factor: 1.5, plusMs: 5 };

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** The store as `npm run serve:traces` runs it (its command from package.json: Node's flags included), on a free port. */
async function startStore(databaseUrl: string, processes: number): Promise<{ url: string; process: ChildProcess }> {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const [node, ...nodeArgs] = scripts['serve:traces']!.split(' ');
  if (node !== 'node') throw new Error(`serve:traces is not a node command: ${scripts['serve:traces']}`);
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...process.env,
      PORT: '0',
      TRACE_PROCESSES: String(processes),
      DATABASE_URL: databaseUrl,
      TRACE_RATE_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`serve:traces exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /trace store on (\S+)/.exec(chunk.toString());
      if (found) ready(found[1]!);
    });
  });
  return { url, process: child };
}

export async function main(args: string[]): Promise<number> {
  const options = benchOptions(
    {
      'visits-per-day': 'value',
      days: 'value',
      seconds: 'value',
      connections: 'value',
      lookups: 'value',
      processes: 'value',
      'no-build': 'flag',
    },
    args,
  );
  const option = (name: string, fallback: number): number => options.count(name, fallback);
  const visitsPerDay = option('visits-per-day', 1000);
  const days = option('days', 30);
  const seconds = option('seconds', 10);
  const connections = option('connections', 50);
  const lookups = option('lookups', 200);
  // As deployed: one store process per core (TRACE_PROCESSES), beside PostgreSQL on the same cores here.
  const processes = option('processes', availableParallelism());
  const results: { goal: string; figure: string; pass: boolean | null }[] = [];
  const report = (goal: string, figure: string, pass: boolean | null = null) => {
    results.push({ goal, figure, pass });
    console.log(`  ${pass === null ? '     ' : pass ? 'PASS ' : 'FAIL '} ${goal}: ${figure}`);
  };
  console.log(
    `bench:traces on ${availableParallelism()} cores: ${visitsPerDay} visits a day, ${days} days, ${processes} store process(es)`,
  );

  // 1. The visits, from the portal itself.
  if (!options.flag('no-build')) {
    const built = spawnSync('npm', ['run', 'build:e2e', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('npm run build:e2e failed');
  }
  const portalPort = Number(process.env.BENCH_PORT ?? 4187);
  const portal = await serve('dist-e2e', portalPort, 'build:e2e');
  let recorded;
  try {
    recorded = await recordVisits(`http://demo.pay.localhost:${portalPort}`);
  } finally {
    await stop(portal);
  }
  const bodies = recorded.flatMap((visit) => visit.bodies);
  for (const visit of recorded) {
    const bytes = visit.bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
    report(`${visit.kind}`, `${visit.bodies.length} batches, ${(bytes / 1024).toFixed(1)} KB`);
  }

  const postgres = await startPostgresServer();
  const db = openPostgres(postgres.socketUrl, { max: 2, queryMs: 600_000 });
  let store: { url: string; process: ChildProcess } | undefined;
  try {
    store = await startStore(postgres.socketUrl, processes);
    const intake = `${store.url}/traces`;

    // 2. The intake, then PostgreSQL alone on the same rows.
    await wrkIntake(intake, bodies, { connections, seconds: 2 }); // warm-up: today's partition, JIT, pools
    const full = await wrkIntake(intake, bodies, { connections, seconds });
    const half = await loadIntake(intake, bodies, {
      connections,
      seconds,
      rate: Math.max(1, Math.round(full.rate / 2)),
    });
    const alone = await postgresAloneRate(postgresBin(), postgres.socketUrl, bodies, {
      clients: DEFAULT_POOL_SIZE,
      seconds,
    });
    report('intake, failed requests', `${full.failed + half.failed}`, full.failed + half.failed === 0);
    report(
      `intake rate ≥ ${GOALS.intakeShareOfPostgres} × PostgreSQL alone`,
      `${full.rate.toFixed(0)} batches/s against ${alone.toFixed(0)} (${(full.rate / alone).toFixed(2)}×)`,
      full.rate >= GOALS.intakeShareOfPostgres * alone,
    );
    report(
      `intake p95 at half that rate (${connections} connections)`,
      `${half.p95.toFixed(1)} ms (p50 ${half.p50.toFixed(1)} ms)`,
    );

    // 3. A month, oldest day first, up to yesterday (all inside the default 30 days' retention).
    const visits = recorded.map((visit) => visit.bodies.map((body) => JSON.parse(body) as Batch));
    const month = await prepareMonth(db, visits, visitsPerDay);
    const today = dayOf(new Date());
    const loaded: string[] = [];
    const checkpoints = [...new Set([1, 10, days].filter((n) => n <= days))];
    const p95s: number[] = [];
    let loadSeconds = 0;
    for (let n = 1; n <= days; n += 1) {
      const day = addDays(today, n - days - 1);
      loadSeconds += await month.loadDay(day);
      loaded.push(day);
      if (!checkpoints.includes(n)) continue;
      const codes = Array.from({ length: lookups + 20 }, () => {
        const at = loaded[Math.floor(Math.random() * loaded.length)]!;
        return visitCode(at, 1 + Math.floor(Math.random() * visitsPerDay));
      });
      const times = (await timeLookups(store.url, codes)).slice(20); // the first 20 warm the connections
      const p95 = percentile(times, 0.95);
      p95s.push(p95);
      report(
        `lookup p95 ≤ ${GOALS.lookupP95Ms} ms, ${n} day(s) loaded (${n * visitsPerDay} visits)`,
        `${p95.toFixed(1)} ms (p50 ${percentile(times, 0.5).toFixed(1)} ms)`,
        p95 <= GOALS.lookupP95Ms,
      );
    }
    const [first, last] = [p95s[0]!, p95s.at(-1)!];
    report(
      `lookup flat as the month fills (last p95 ≤ ${FLAT.factor} × first + ${FLAT.plusMs} ms)`,
      `${first.toFixed(1)} → ${last.toFixed(1)} ms`,
      last <= FLAT.factor * first + FLAT.plusMs,
    );
    report(
      'month loaded in',
      `${loadSeconds.toFixed(1)} s (${((days * visitsPerDay) / loadSeconds).toFixed(0)} visits/s)`,
    );
    const bytes = await Promise.all(loaded.map((day) => month.bytesOf(day)));
    const perVisit = bytes.reduce((a, b) => a + b, 0) / (loaded.length * visitsPerDay);
    report(
      'bytes on disk per visit',
      `${(perVisit / 1024).toFixed(1)} KB (a day of ${visitsPerDay}: ${(bytes[0]! / 2 ** 20).toFixed(1)} MB)`,
    );
    const dropped = await month.drop(loaded[0]!);
    report(
      `retention: one day of ${visitsPerDay} visits dropped ≤ ${GOALS.dropSeconds} s`,
      `${(dropped * 1000).toFixed(0)} ms`,
      dropped <= GOALS.dropSeconds,
    );
  } finally {
    if (store) await stop(store.process);
    await db.close();
    await postgres.remove();
  }
  const failed = results.filter((r) => r.pass === false);
  console.log(failed.length === 0 ? 'bench:traces: every goal met' : `bench:traces: ${failed.length} goal(s) missed`);
  return failed.length === 0 ? 0 : 1;
}
