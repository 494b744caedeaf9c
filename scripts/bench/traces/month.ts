// A month of traces for `npm run bench:traces`: each day's partition filled with `visitsPerDay` visits
// (the recorded ones in turn, each under its own code), inside PostgreSQL (INSERT … SELECT from the
// recorded visits' stored rows), so loading a month takes minutes, not the intake's hours. Lookups go
// through the service, as the console's do; the retention's drop and the bytes on disk are read here.
import { createHash } from 'node:crypto';

import type { Db } from '@trace-store/db';
import { addDays, type Batch, createStorage, partitionName, TABLE } from '@trace-store/storage';

/** The stored rows of each recorded visit, the pattern every loaded visit copies. */
const PATTERN = 'bench_visit_rows';
/** A day no test or trace uses: the recorded visits are stored there once, through the store's own INSERT. */
const PATTERN_DAY = '2000-01-01';
const CHUNK = 1000;

/** The code of visit `n` of `day`: md5 of both, its hex digits mapped onto the code's alphabet (in SQL too). */
export function visitCode(day: string, n: number): string {
  const hex = createHash('md5').update(`${day}:${n}`).digest('hex').slice(0, 8);
  const code = [...hex].map((digit) => '34679ACDEFGHJKMN'[parseInt(digit, 16)]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
const CODE_SQL = `(SELECT substr(h, 1, 4) || '-' || substr(h, 5, 4) FROM
  translate(substr(md5($1::text || ':' || v), 1, 8), '0123456789abcdef', '34679ACDEFGHJKMN') AS h)`;

export interface Month {
  /** Loads `day` with its visits; resolves to the seconds it took. */
  loadDay(day: string): Promise<number>;
  /** Bytes on disk of `day`'s partition (table, indexes, TOAST). */
  bytesOf(day: string): Promise<number>;
  /** Drops `day`'s partition as the retention does; resolves to the seconds it took. */
  drop(day: string): Promise<number>;
}

/** `visits`: each recorded visit's batches (parsed); loaded visits take them in turn. */
export async function prepareMonth(db: Db, visits: Batch[][], visitsPerDay: number): Promise<Month> {
  const storage = createStorage(db);
  await db.query(`DROP TABLE IF EXISTS ${PATTERN}`);
  await db.query(`CREATE TABLE ${PATTERN} (kind integer, page_id text, seq integer, up_to integer, body json)`);
  for (const [kind, batches] of visits.entries()) {
    const code = `PATTERN-${kind}`;
    for (const batch of batches) await storage.store(PATTERN_DAY, { ...batch, supportCode: code });
    await db.query(
      `INSERT INTO ${PATTERN} SELECT $1, page_id, seq, up_to, body FROM ${TABLE} WHERE support_code = $2`,
      [kind, code],
    );
  }
  await db.query(`DROP TABLE ${partitionName(PATTERN_DAY)}`);
  const kinds = visits.length;
  const fill = `INSERT INTO ${TABLE} (received_on, support_code, page_id, seq, up_to, body)
SELECT $1::date, ${CODE_SQL}, r.page_id || '-' || v, r.seq, r.up_to, r.body
FROM generate_series($2::integer, $3::integer) AS v JOIN ${PATTERN} AS r ON r.kind = v % ${kinds}`;

  return {
    async loadDay(day) {
      const started = performance.now();
      await storage.ensureDay(day);
      for (let first = 1; first <= visitsPerDay; first += CHUNK)
        await db.query(fill, [day, first, Math.min(visitsPerDay, first + CHUNK - 1)]);
      // What autovacuum does soon after a day's rows arrive: the planner's statistics.
      await db.query(`ANALYZE ${partitionName(day)}`);
      return (performance.now() - started) / 1000;
    },
    async bytesOf(day) {
      const { rows } = await db.query<{ bytes: string }>(`SELECT pg_total_relation_size($1::regclass) AS bytes`, [
        partitionName(day),
      ]);
      return Number(rows[0]!.bytes);
    },
    async drop(day) {
      const started = performance.now();
      const dropped = await storage.dropBefore(addDays(day, 1));
      if (!dropped.includes(day)) throw new Error(`the retention did not drop ${day}`);
      return (performance.now() - started) / 1000;
    },
  };
}

/** `count` lookups of loaded codes through the service at `storeUrl`, one after another; their times in ms. */
export async function timeLookups(storeUrl: string, codes: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const code of codes) {
    const started = performance.now();
    const answer = await fetch(`${storeUrl}/traces/${code}`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`lookup of a loaded code answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times;
}
