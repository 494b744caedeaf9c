// The demo API over real HTTP: the msw handler set of handlers.ts (the one source of demo behaviour)
// answered in node:http, one demo state per visitor (cookie), plus the CSP report collector.
// Used by scripts/serve/demo-api.mjs (npm start, behind Vite's proxy) and scripts/serve/serve-prod.mjs.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { delay, getResponse } from 'msw';

import { controlHandlers } from './controlHandlers';
import { createHandlers } from './handlers';
import { type DemoState, type DemoStateSlot, resetDemoState, setDemoStateSlots } from './state';
import { traceHandlers } from './traces';
import { ensureVisitor } from './visitor';

export const CSP_REPORTS_PATH = '/__csp-report';
/**
 * Paths the demo API answers (Vite's dev server proxies these), the providers' content files among them
 * (issue 48: the deployer's files, which the demo's handlers serve at /demo/providers/{key}.json).
 */
export const DEMO_API_PREFIXES = ['/api/', '/DeliveryMethod/', '/__demo/', '/demo/providers/', CSP_REPORTS_PATH];
/** Visitors kept; the oldest are forgotten (a demo, not a database). */
const MAX_VISITORS = 500;
const MAX_REPORTS = 200;
/** 150-400 ms, so loading states are visible (never in node tests: no fake-timer hangs). */
const demoLatency = () => delay(150 + Math.floor(Math.random() * 250));

export interface DemoApi {
  /** Answers the request when it is an API path; false when it is not (the caller serves the page). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Sets the visitor cookies; resets the visitor's data when the address has ?demo-reset. */
  visit(req: IncomingMessage, res: ServerResponse): void;
  cspReports: unknown[];
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy(); // HttpResponse.error(): the connection drops, as a network failure does
    return;
  }
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) {
    const previous = res.getHeader('set-cookie');
    res.setHeader('set-cookie', [...(Array.isArray(previous) ? previous : []), ...cookies]);
  }
  res.statusCode = response.status;
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** `latencyMs`: a fixed wait before each answer instead of the demo's 150-400 ms (benchmarks). */
export function createDemoApi({ latencyMs }: { latencyMs?: number } = {}): DemoApi {
  const visitors = new Map<string, DemoState | null>();
  const current = new AsyncLocalStorage<DemoStateSlot>();
  const slotFor = (visitor: string): DemoStateSlot => ({
    get: () => visitors.get(visitor) ?? null,
    set: (next) => {
      visitors.delete(visitor); // re-insert: Map order is the forgetting order
      visitors.set(visitor, next);
      for (const old of [...visitors.keys()].slice(0, -MAX_VISITORS)) visitors.delete(old);
    },
  });
  setDemoStateSlots(() => current.getStore() ?? null);
  const cspReports: unknown[] = [];
  const latency = latencyMs === undefined ? demoLatency : () => delay(latencyMs);
  const all = [...createHandlers({ latency }), ...traceHandlers, ...controlHandlers];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!DEMO_API_PREFIXES.some((p) => path.startsWith(p) || path === p)) return false;
    const visitor = ensureVisitor(req, res);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    if (path === CSP_REPORTS_PATH) {
      if (req.method === 'POST') {
        try {
          cspReports.push(JSON.parse(body?.toString('utf8') ?? 'null'));
          cspReports.splice(0, Math.max(0, cspReports.length - MAX_REPORTS));
        } catch {
          // not JSON: not a report
        }
        res.statusCode = 204;
        res.end();
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(cspReports));
      }
      return true;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
      method: req.method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const response = await current.run(slotFor(visitor), () => getResponse(all, request));
    if (response) await send(res, response);
    else {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: 'Not found' }));
    }
    return true;
  }

  function visit(req: IncomingMessage, res: ServerResponse): void {
    const visitor = ensureVisitor(req, res);
    if (new URL(req.url ?? '/', 'http://x').searchParams.has('demo-reset'))
      current.run(slotFor(visitor), resetDemoState);
  }

  return { handle, visit, cspReports };
}
