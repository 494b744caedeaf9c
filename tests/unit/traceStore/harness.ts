// What the trace store's contract cases share: the backend under test (PGlite or a PostgreSQL server),
// stores built on it and closed after each test, requests through Fastify's inject, and each answer held
// to docs/trace-api.yaml (its status documented, its body valid against the schema the document names).
import { expect } from 'vitest';

import { traceApi, validateAgainst } from '@tests/support/traceApi';
import { buildTraceStore, type TraceStore, type TraceStoreOptions } from '@trace-store/app';
import { classify, type Db } from '@trace-store/db';

import type { TraceBatch } from './batches';

export interface Backend {
  /** The database every case of the file shares (each case uses support codes of its own). */
  db(): Db;
  /** A second connection to it where the backend has one (two processes' pools); PGlite: the same. */
  otherDb(): Db;
  /** Makes the database unreachable, and reachable again. */
  outage: { begin(): Promise<void>; end(): Promise<void> };
}

const built: TraceStore[] = [];

/**
 * Closes the stores the last test built. Each test file registers it (`afterEach(closeStores)`): files share
 * this module in a worker (isolate: false), so a hook registered here would belong to the first file only.
 */
export async function closeStores(): Promise<void> {
  await Promise.all(built.splice(0).map((app) => app.close()));
}

/** A store on `db` for one test: quiet, no maintenance timer (a test calls `maintain()`). */
export async function storeOn(db: Db, options: Partial<TraceStoreOptions> = {}): Promise<TraceStore> {
  const app = await buildTraceStore({ db, logLevel: 'silent', maintenanceEveryMs: 0, ...options });
  built.push(app);
  return app;
}

export const BEACON_TYPE = 'text/plain;charset=UTF-8';

/** POST a body as the portal's beacon does (text/plain), from `from` (a client address). */
export const post = (app: TraceStore, body: string | TraceBatch, from = '198.51.100.1') =>
  app.inject({
    method: 'POST',
    url: '/traces',
    headers: { 'content-type': BEACON_TYPE },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: from,
  });

/** GET a code's trace, as the console does (with `origin` when it is on another origin). */
export const lookUp = (app: TraceStore, code: string, origin?: string) =>
  app.inject({ method: 'GET', url: `/traces/${code}`, headers: origin ? { origin } : {} });

type Answer = Awaited<ReturnType<typeof post>>;

const INTAKE = traceApi.paths['/traces']!.post!;
const LOOKUP = traceApi.paths['/traces/{code}']!.get!;

/**
 * The answer as the contract documents it: its status among the operation's responses ('204' under
 * '2XX', the lookup's 400 and 503 under `default`), and a JSON body valid against the schema named
 * there; Error where none is named, as the console expects of every error.
 */
export function expectDocumented(operation: 'intake' | 'lookup', answer: Answer, status: number): unknown {
  expect(answer.statusCode, answer.body).toBe(status);
  const { responses } = operation === 'intake' ? INTAKE : LOOKUP;
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  expect(documented, `${status}`).toBeDefined();
  if (status === 204) return undefined;
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = answer.json();
  const ref = documented?.content?.['application/json']?.schema?.$ref;
  const schema = typeof ref === 'string' ? ref.split('/').at(-1)! : 'Error';
  expect(validateAgainst(schema, body)).toEqual([]);
  return body;
}

/** A database that can be taken away: each query fails as a refused connection until `end()`. */
export function interruptible(db: Db): Db & Backend['outage'] {
  let away = false;
  return {
    query: (text, params) => {
      if (away)
        return Promise.reject(classify(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
      return db.query(text, params);
    },
    close: () => db.close(),
    begin: () => Promise.resolve(void (away = true)),
    end: () => Promise.resolve(void (away = false)),
  };
}

/** Counts the queries that reach `db`. */
export function counting(db: Db): Db & { queries: number } {
  const counted = {
    queries: 0,
    query: ((text, params) => {
      counted.queries += 1;
      return db.query(text, params);
    }) as Db['query'],
    close: () => db.close(),
  };
  return counted;
}
