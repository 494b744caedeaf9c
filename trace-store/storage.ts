// The trace store's SQL: one table partitioned by the UTC day a batch arrived (PostgreSQL's declarative
// partitioning), one row per entry and one header row per page and day. Lookup by support code goes through
// the primary key's index; retention drops a day's partition whole. Values always travel as parameters;
// only partition names and bounds are written into DDL (which takes no parameters), and those come from
// days this module formats itself (checked by DAY).
import type { Db } from './db';

export const TABLE = 'trace_entries';

/** A page's fields but its entries (docs/trace-api.yaml TracePage), as they arrived. */
export interface PageHeader {
  pageId: string;
  startedAt: string;
  [field: string]: unknown;
}
/** What the lookup answers for a page: its header and its entries. */
export interface StoredPage extends PageHeader {
  entries: { seq: number }[];
}

/** A batch as the contract's schema has already checked it. */
export interface Batch {
  supportCode: string;
  page: StoredPage;
}

/** One key for the store's advisory lock: every process serialises its DDL on it. */
const DDL_LOCK = 55_001_032;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARTITION = new RegExp(`^${TABLE}_p(\\d{4})(\\d{2})(\\d{2})$`);

/** 'YYYY-MM-DD' of `date` in UTC. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

function checkedDay(day: string): string {
  if (!DAY.test(day) || Number.isNaN(Date.parse(day))) throw new Error(`not a day: ${day}`);
  return day;
}
export const partitionName = (day: string): string => `${TABLE}_p${checkedDay(day).replaceAll('-', '')}`;

/** DDL under the store's advisory lock, so processes sharing a database never race on a partition. */
const locked = (ddl: string) => `DO $$ BEGIN PERFORM pg_advisory_xact_lock(${DDL_LOCK}); ${ddl} END $$`;

// seq 0 is the page's header (the contract's seq starts at 1); `up_to` is the highest seq of the batch
// that wrote a header, so a later batch's header (which names more machines) wins over an earlier one
// arriving late. `body` is `json`, not `jsonb`: it keeps the text as it arrived, keys in their order.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS ${TABLE} (
  received_on date NOT NULL,
  seq integer NOT NULL,
  up_to integer,
  support_code text NOT NULL,
  page_id text NOT NULL,
  body json NOT NULL,
  PRIMARY KEY (support_code, page_id, seq, received_on)
) PARTITION BY RANGE (received_on);`;

// One statement: the header and the entries commit together. A (code, page, seq) already stored that
// day is skipped; only a header row is replaced, and only by a batch that reached further.
export const INSERT_BATCH = `INSERT INTO ${TABLE} AS t (received_on, support_code, page_id, seq, up_to, body)
SELECT $1::date, $2, $3, 0, $4::integer, $5::json
UNION ALL
SELECT $1::date, $2, $3, (e ->> 'seq')::integer, NULL, e FROM json_array_elements($6::json) AS e
ON CONFLICT (support_code, page_id, seq, received_on) DO UPDATE SET body = EXCLUDED.body, up_to = EXCLUDED.up_to
WHERE t.seq = 0 AND t.up_to < EXCLUDED.up_to`;

// Each (page, seq) once even across days (a page open over midnight); the furthest header.
const LOOKUP = `SELECT DISTINCT ON (page_id, seq) page_id, seq, body FROM ${TABLE}
WHERE support_code = $1 AND received_on >= $2::date
ORDER BY page_id, seq, up_to DESC NULLS LAST, received_on`;

const PARTITIONS = `SELECT c.relname AS name FROM pg_catalog.pg_inherits i
JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid
WHERE i.inhparent = to_regclass($1)`;

/** SQLSTATEs after which a partition or the table is missing after all (dropped, a new database). */
const MISSING = ['23514', '42P01'];

/** What the INSERT stores of a page: its header, each seq once (the first), and the highest seq. */
export function rowsOf(page: StoredPage): { header: PageHeader; unique: { seq: number }[]; upTo: number } {
  const { entries, ...header } = page;
  const seen = new Set<number>();
  const unique = entries.filter((entry) => !seen.has(entry.seq) && seen.add(entry.seq));
  return { header, unique, upTo: unique.reduce((top, entry) => Math.max(top, entry.seq), 0) };
}

export interface Storage {
  /** The table, created when missing (idempotent; retried after a failure). */
  prepare(): Promise<void>;
  /** The partition of `day`, created when missing. */
  ensureDay(day: string): Promise<void>;
  /** Stores a batch received on `day`; resolves once committed. */
  store(day: string, batch: Batch): Promise<void>;
  /** The pages of `code` received on `from` or later, oldest page first; [] when none. */
  lookup(code: string, from: string): Promise<StoredPage[]>;
  /** The days that have a partition, oldest first. */
  days(): Promise<string[]>;
  /** Drops every day's partition before `day`, whole; the days dropped. */
  dropBefore(day: string): Promise<string[]>;
}

export function createStorage(db: Db): Storage {
  let table: Promise<void> | null = null;
  const ready = new Map<string, Promise<void>>();

  /** `run` once; after a failure the next call tries again. */
  function once(key: string, run: () => Promise<void>): Promise<void> {
    let done = ready.get(key);
    if (!done) {
      done = run();
      ready.set(key, done);
      done.catch(() => ready.delete(key));
    }
    return done;
  }

  const prepare = () => {
    table ??= db.query(locked(CREATE_TABLE)).then(
      () => undefined,
      (error: unknown) => {
        table = null;
        throw error;
      },
    );
    return table;
  };

  const ensureDay = async (day: string) => {
    await prepare();
    const name = partitionName(day);
    await once(name, async () => {
      const bounds = `FROM ('${day}') TO ('${addDays(day, 1)}')`;
      await db.query(locked(`CREATE TABLE IF NOT EXISTS ${name} PARTITION OF ${TABLE} FOR VALUES ${bounds};`));
    });
  };

  const insert = async (day: string, { supportCode, page }: Batch) => {
    await ensureDay(day);
    const { header, unique, upTo } = rowsOf(page);
    const params = [day, supportCode, page.pageId, upTo, JSON.stringify(header), JSON.stringify(unique)];
    await db.query(INSERT_BATCH, params, 'trace_insert_batch');
  };

  const days = async () => {
    await prepare();
    const { rows } = await db.query<{ name: string }>(PARTITIONS, [TABLE]);
    return rows
      .map(({ name }) => PARTITION.exec(name))
      .filter((match) => match !== null)
      .map(([, year, month, date]) => `${year}-${month}-${date}`)
      .sort();
  };

  return {
    prepare,
    ensureDay,
    async store(day, batch) {
      try {
        await insert(day, batch);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !MISSING.includes(code)) throw error;
        // Our memory of what exists was wrong: forget it and create it again, once.
        table = null;
        ready.clear();
        await insert(day, batch);
      }
    },
    async lookup(code, from) {
      await prepare();
      const { rows } = await db.query<{ page_id: string; seq: number; body: Record<string, unknown> }>(LOOKUP, [
        code,
        checkedDay(from),
      ]);
      const pages = new Map<string, StoredPage>();
      for (const { page_id: pageId, seq, body } of rows) {
        if (seq === 0) pages.set(pageId, { ...(body as PageHeader), entries: [] });
        else pages.get(pageId)?.entries.push(body as { seq: number });
      }
      return [...pages.values()].sort(
        (a, b) => a.startedAt.localeCompare(b.startedAt) || a.pageId.localeCompare(b.pageId),
      );
    },
    days,
    async dropBefore(day) {
      const expired = (await days()).filter((existing) => existing < checkedDay(day));
      for (const old of expired) {
        ready.delete(partitionName(old));
        // Dropping a partition locks the whole table a moment: give up after 5 s rather than hold every
        // intake behind a long lookup; the next round drops it.
        const drop = `PERFORM set_config('lock_timeout', '5s', true); DROP TABLE IF EXISTS ${partitionName(old)};`;
        await db.query(locked(drop));
      }
      return expired;
    },
  };
}
