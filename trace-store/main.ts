// `npm run serve:traces` (scripts/serve/serve-traces.mjs loads this): the trace store from the environment.
//   PORT (4176; 0 picks a free one), HOST (127.0.0.1; 0.0.0.0 in a container)
//   DATABASE_URL           a PostgreSQL server (postgres://user:password@host:5432/db); unset: PGlite
//   TRACE_DATA_DIR         PGlite's folder when DATABASE_URL is unset (.trace-store)
//   TRACE_RETENTION_DAYS   days a trace is kept at least (30)
//   TRACE_CONSOLE_ORIGIN   the support console's origin, for CORS with credentials (unset: none)
//   TRACE_RATE_LIMIT       intake batches per client address per minute (300)
//   TRACE_BASE_PATH        a prefix before /traces ('/v1'; unset: none)
//   TRUST_PROXY            behind a proxy: 'true' or its addresses ('10.0.0.0/8'), so the limit counts clients
//   LOG_LEVEL              warn (default), info (adds an access log: method, path, status), error, silent
import { resolve } from 'node:path';

import { buildTraceStore, DEFAULT_RATE_LIMIT, DEFAULT_RETENTION_DAYS, type TraceStore } from './app';
import { type Db, openPglite, openPostgres } from './db';

export const DEFAULT_PORT = 4176;
export const DEFAULT_DATA_DIR = '.trace-store';

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}: '${text}'`);
  return value;
}

function trustProxy(text: string | undefined): boolean | string {
  if (text === undefined || text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

const LEVELS = ['silent', 'error', 'warn', 'info'] as const;

/** Where DATABASE_URL points, for a person: its host (or socket folder, `?host=`), never its password. */
function serverOf(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return url.searchParams.get('host') ?? url.host;
  } catch {
    return 'DATABASE_URL';
  }
}

export interface Running {
  app: TraceStore;
  db: Db;
  /** http://host:port, the port the server got. */
  url: string;
  /** Where the batches are kept, for a person (never the database's password). */
  where: string;
  stop(): Promise<void>;
}

export async function startTraceStore(env: Env = process.env): Promise<Running> {
  // Every setting is read before the database is opened: a wrong one stops the start at once.
  const level = env.LOG_LEVEL ?? 'warn';
  if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL: one of ${LEVELS.join(', ')}`);
  const logLevel = level as (typeof LEVELS)[number];
  const options = {
    retentionDays: whole(env, 'TRACE_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1),
    consoleOrigin: env.TRACE_CONSOLE_ORIGIN || null,
    rateLimit: { ...DEFAULT_RATE_LIMIT, max: whole(env, 'TRACE_RATE_LIMIT', DEFAULT_RATE_LIMIT.max, 1) },
    basePath: env.TRACE_BASE_PATH ?? '',
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel,
  };
  const port = whole(env, 'PORT', DEFAULT_PORT, 0);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL;
  const dataDir = resolve(env.TRACE_DATA_DIR || DEFAULT_DATA_DIR);
  const where = databaseUrl ? `PostgreSQL at ${serverOf(databaseUrl)}` : `PGlite in ${dataDir}`;

  const db = databaseUrl
    ? openPostgres(databaseUrl, {
        onIdleError: (error) => {
          if (logLevel !== 'silent') console.warn(`trace store: a database connection closed (${error.message})`);
        },
      })
    : await openPglite(dataDir);
  let app: TraceStore;
  try {
    app = await buildTraceStore({ db, ...options });
    await app.listen({ port, host });
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    app,
    db,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    where,
    async stop() {
      await app.close();
      await db.close();
    },
  };
}

/** Starts the store and stops it cleanly on SIGINT or SIGTERM (PGlite closes its folder). */
export async function main(env: Env = process.env): Promise<void> {
  const running = await startTraceStore(env);
  console.log(`trace store on ${running.url} (${running.where})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
}
