// The trace store inside the demo API's Node server (npm start, serve-prod): the same service and SQL as
// `npm run serve:traces`, on PGlite, at the demo's own path (/__demo/support/traces, where the portal
// posts and the console looks up outside production). One implementation wherever the demo runs in
// Node; src/demo/traces.ts stays only for the demo running in a browser (msw), where no Node is.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { buildTraceStore, type TraceStore } from './app';
import { type Db, openPglite, openPostgres } from './db';
import { emptyDatabase } from './template';

/** The demo's trace path prefix (src/demo/traces.ts DEMO_TRACE_PATH without its /traces). */
export const DEMO_BASE_PATH = '/__demo/support';
const TRACES = `${DEMO_BASE_PATH}/traces`;
/**
 * Every page of a test run or a demo comes from 127.0.0.1: the limit per address guards a real store
 * against one client, not this one.
 */
const DEMO_RATE_LIMIT = { max: 100_000, timeWindowMs: 60_000 };
export interface EmbeddedTraceStore {
  /** Whether the request is the store's (its path under /__demo/support/traces). */
  owns(url: string | undefined): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/** Where the demo keeps traces: a PostgreSQL server, a PGlite folder, or (null) PGlite in memory. */
export interface TraceDatabase {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}

function openDatabase({ databaseUrl, dataDir }: TraceDatabase): Promise<Db> {
  if (databaseUrl) return Promise.resolve(openPostgres(databaseUrl));
  return dataDir ? openPglite(dataDir) : emptyDatabase().then((dump) => openPglite('memory://', dump));
}

/**
 * The store on `database` (`npm run serve:traces` on the same DATABASE_URL finds the same traces),
 * ready before the server listens: opening PGlite holds Node's event loop, which must not happen
 * between a page's calls.
 */
export async function embeddedTraceStore(database: TraceDatabase): Promise<EmbeddedTraceStore> {
  const db = await openDatabase(database);
  let app: TraceStore;
  try {
    app = await buildTraceStore({ db, basePath: DEMO_BASE_PATH, rateLimit: DEMO_RATE_LIMIT });
    await app.ready();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    owns: (url = '') => url === TRACES || url.startsWith(`${TRACES}/`) || url.startsWith(`${TRACES}?`),
    handle: (req, res) => app.routing(req, res),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
