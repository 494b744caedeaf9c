// The trace store's HTTP service (issue 55): the intake and the lookup of docs/trace-api.yaml on Fastify,
// validated by the contract's own schemas, stored in PostgreSQL through `db` (storage.ts). What it keeps
// is only what arrives: no client address, user agent or cookie, and no request body in any log.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';

import { holdsCardNumber } from './cardNumbers';
import { traceApi } from './contract';
import { DatabaseUnavailable, type Db } from './db';
import { addDays, type Batch, createStorage, dayOf } from './storage';

/** The contract: "A store should refuse bodies over 64 KB without reading them (413)". */
export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_RETENTION_DAYS = 30;
/** Batches per client address per minute: a page sends at most 4 per flush, a few flushes a visit. */
export const DEFAULT_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 };
/** A real batch nests fewer than 16 levels (an actor's input in an event in an entry); this is far above. */
const MAX_NESTING = 64;
/** Partitions made ahead of need, so the day's first batch does not wait for DDL. */
const DAYS_AHEAD = 2;
const HOUR_MS = 3_600_000;

export const MESSAGES = {
  notABatch: 'This is not a trace batch.',
  cardNumber: 'This batch holds what looks like a card number; it is not stored.',
  tooLarge: `A trace batch is at most ${MAX_BODY_BYTES / 1024} KB.`,
  tooMany: 'Too many trace batches from this address; try again later.',
  notACode: 'This is not a support code (XXXX-XXXX).',
  noTrace: 'No trace has this code.',
  unavailable: 'The trace store cannot reach its database; try again later.',
  failed: 'The trace store failed to answer.',
  notFound: 'Nothing is here.',
} as const;

const QUOTE = 34;
const BACKSLASH = 92;
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [123, 125, 91, 93];

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let count = 0;
  for (let i = at - 1; i >= 0 && text.charCodeAt(i) === BACKSLASH; i -= 1) count += 1;
  return count % 2 === 1;
}

/** Whether JSON `text` opens no more than `max` arrays and objects inside each other (strings skipped). */
export function nestedWithin(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Most of a batch is inside strings: jump to the closing quote (unclosed: JSON.parse refuses it).
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && escaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return true;
      i = end;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return false;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return true;
}

export interface TraceStoreOptions {
  db: Db;
  /** Days a trace is kept at least (TRACE_RETENTION_DAYS); the day it arrived is then dropped whole. */
  retentionDays?: number;
  /** The support console's origin, answered CORS with credentials; unset: no CORS (same origin). */
  consoleOrigin?: string | null;
  /** Intake batches per client address per window, counted in this process's memory only. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Fastify's trustProxy: set it behind a proxy, so the rate limit counts the client, not the proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** A path prefix before the contract's paths ('/v1'). */
  basePath?: string;
  /** Hourly by default: partitions ahead, retention; 0 runs it only when `maintain()` is called. */
  maintenanceEveryMs?: number;
  /** 'warn' (default): the store's troubles on stdout; 'info' adds an access log (method, path, status). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info';
  /** Where the log's JSON lines go (stdout). */
  logStream?: { write(line: string): void };
  /** The clock (tests move it across days). */
  now?: () => Date;
}

export interface TraceStore extends FastifyInstance {
  /** Creates the coming days' partitions and drops the expired ones; resolves to the days dropped. */
  maintain(): Promise<string[]>;
}

export async function buildTraceStore(options: TraceStoreOptions): Promise<TraceStore> {
  const api = traceApi();
  const storage = createStorage(options.db);
  const now = options.now ?? (() => new Date());
  const retentionDays = options.retentionDays ?? DEFAULT_RETENTION_DAYS;
  if (!Number.isInteger(retentionDays) || retentionDays < 1) throw new Error('retentionDays: a whole number ≥ 1');
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  /** The first day still answered: a trace is kept `retentionDays` whole days after the day it arrived. */
  const firstKeptDay = () => addDays(dayOf(now()), -retentionDays);

  const app = Fastify({
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: 30_000,
    // Method, path and status only: Fastify's default request serializer would add the client's address.
    logger: {
      level: options.logLevel ?? 'warn',
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  });

  app.setValidatorCompiler(({ schema }) => api.compile(schema));
  // Whatever the content type (the portal's beacon sends text/plain), the body is JSON or it is refused;
  // so is JSON nested deeper than a trace ever is, before a validator or PostgreSQL's parser recurses in it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      if (!nestedWithin(body as string, MAX_NESTING)) throw new Error('too deep');
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(MESSAGES.notABatch), { statusCode: 400 }), undefined);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The portal's post (no credentials, a CORS simple request) reads its answer: the status and when
    // to try again. Any page may post; nothing of the store is read through it.
    if (request.method === 'POST')
      reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'Retry-After');
  });
  await app.register(cors, {
    // An array, so the header is only sent to that exact origin, with `Vary: Origin` on every answer.
    origin: options.consoleOrigin ? [options.consoleOrigin] : false,
    credentials: true,
    methods: ['GET'],
  });
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ code: error.code }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: MESSAGES.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      // The contract's rule broken, in the schema's words: never a value of the request.
      const [first] = error.validation;
      const rule = first ? ` ${api.inDocument(first.schemaPath)}: ${first.message ?? first.keyword}.` : '';
      const message = error.validationContext === 'params' ? MESSAGES.notACode : MESSAGES.notABatch;
      return reply.code(400).send({ message: message + rule });
    }
    if (status === 413) return reply.code(413).send({ message: MESSAGES.tooLarge });
    if (status === 429) return reply.code(429).send({ message: MESSAGES.tooMany });
    // Left: what Fastify finds wrong in a body before any schema (a Content-Length that lies, say).
    if (status < 500) return reply.code(status).send({ message: MESSAGES.notABatch });
    // A fault of ours: its name and code for the log; a database error's text may quote values.
    request.log.error({ name: error.name, code: error.code }, 'trace store failure');
    return reply.code(500).send({ message: MESSAGES.failed });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }));

  await app.register(
    (scope, _options, done) => {
      scope.post<{ Body: Batch }>(
        api.intakePath,
        {
          schema: { body: api.batchSchema },
          config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
        },
        async (request, reply) => {
          if (holdsCardNumber(request.body)) return reply.code(400).send({ message: MESSAGES.cardNumber });
          await storage.store(dayOf(now()), request.body);
          return reply.code(204).send();
        },
      );
      scope.get<{ Params: { code: string } }>(
        api.lookupPath,
        { schema: { params: api.lookupParamsSchema } },
        async (request, reply) => {
          const { code } = request.params;
          const pages = await storage.lookup(code, firstKeptDay());
          if (pages.length === 0) return reply.code(404).send({ message: MESSAGES.noTrace });
          return { format: 'portal-trace/1', supportCode: code, exportedAt: now().toISOString(), pages };
        },
      );
      done();
    },
    { prefix: options.basePath ?? '' },
  );

  const maintain = async (): Promise<string[]> => {
    const today = dayOf(now());
    for (let ahead = 0; ahead <= DAYS_AHEAD; ahead += 1) await storage.ensureDay(addDays(today, ahead));
    return storage.dropBefore(firstKeptDay());
  };
  const store = app.decorate('maintain', maintain) as unknown as TraceStore;

  const every = options.maintenanceEveryMs ?? HOUR_MS;
  if (every > 0) {
    // The database may be away at start: a failed round is logged and the next one tries again.
    const round = () =>
      void maintain().catch((error: Error) => app.log.warn({ name: error.name }, 'maintenance failed'));
    const timer = setInterval(round, every);
    timer.unref();
    app.addHook('onReady', (done) => {
      round();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  }
  return store;
}
