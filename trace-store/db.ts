// The store's one seam to PostgreSQL: `query(text, params)`, the same SQL on both backends. node-postgres
// when DATABASE_URL is set (a server); PGlite otherwise (PostgreSQL in WebAssembly, in this process, on a
// folder of its own). Each call is one statement and commits as it returns (autocommit), so an answer
// given after it never acknowledges what a crash could lose. Both drivers are imported statically: the
// scripts load this through Vite's module runner, which is closed once the module is loaded.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
}

export interface Db {
  /** `name`: a statement run often, prepared once per connection where the driver can (node-postgres). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<QueryResult<Row>>;
  close(): Promise<void>;
}

/** The database cannot answer now (down, restarting, out of connections): the store says 503, and retries. */
export class DatabaseUnavailable extends Error {
  /** The SQLSTATE or Node's error code, for the log; never the statement's values. */
  readonly code: string;
  constructor(code: string) {
    super(`The database cannot answer now (${code}).`);
    this.name = 'DatabaseUnavailable';
    this.code = code;
  }
}

// SQLSTATE classes that pass: connection exception, insufficient resources, operator intervention (a
// shutdown, a cancelled query), system error; and a deadlock or serialization failure.
const TRANSIENT_CLASSES = ['08', '53', '57', '58'];
const TRANSIENT_STATES = ['40001', '40P01', '55P03'];
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** What a failed query means: a SQL error stays as it is; no answer from the server is DatabaseUnavailable. */
export function classify(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && SQLSTATE.test(code)) {
    const transient = TRANSIENT_CLASSES.includes(code.slice(0, 2)) || TRANSIENT_STATES.includes(code);
    return transient ? new DatabaseUnavailable(code) : (error as Error);
  }
  // No SQLSTATE: refused or reset connections, timeouts, a closed pool or PGlite.
  return new DatabaseUnavailable(typeof code === 'string' ? code : 'no answer');
}

/** Runs `query` and turns its failure into what it means (classify). */
function classified(
  run: (text: string, params?: unknown[], name?: string) => Promise<{ rows: unknown[] }>,
): Db['query'] {
  return async <Row>(text: string, params?: unknown[], name?: string) => {
    try {
      const { rows } = await run(text, params, name);
      return { rows: rows as Row[] };
    } catch (error) {
      throw classify(error);
    }
  };
}

/** Connections per store process to a PostgreSQL server, unless told otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export interface PostgresOptions {
  /** Connections per process (DEFAULT_POOL_SIZE). */
  max?: number;
  /** How long to wait for a connection before answering 503 (default 3000 ms). */
  connectMs?: number;
  /** How long a statement may take before the store gives up on it and answers 503 (default 10000 ms). */
  queryMs?: number;
  /** Told of an idle connection's failure (the server restarted); the pool replaces it by itself. */
  onIdleError?: (error: Error) => void;
}

/**
 * A node-postgres pool on `url`. It opens connections as queries need them, so when the server is away
 * each query fails fast (refused, or after `connectMs`) and the first query after it is back succeeds:
 * there is no state to repair.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectMs ?? 3000,
    query_timeout: options.queryMs ?? 10_000,
    idleTimeoutMillis: 10_000,
  });
  // Without a listener an idle connection's error (the server going down) would end the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  return {
    query: classified((text, params, name) => pool.query({ text, values: params, ...(name ? { name } : {}) })),
    close: () => pool.end(),
  };
}

/**
 * PGlite on `dataDir` (created when missing), or in memory from `template` (a dumped empty database:
 * creating one costs some 6 CPU-s, loading a dump under 1). One connection: PGlite runs its queries one
 * at a time.
 */
export async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  const db = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  return {
    query: classified((text, params) => db.query(text, params)),
    close: () => db.close(),
  };
}

/** An empty database's data folder as a tar (PGlite's dumpDataDir), to start others from. */
export async function emptyPgliteDump(): Promise<Blob> {
  const db = await PGlite.create('memory://');
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
