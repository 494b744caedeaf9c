// The store's side of docs/trace-api.yaml: the document is read at start, never copied. Its paths become
// the routes, and its component schemas go to one Ajv (JSON Schema 2020-12, as the document declares)
// that validates the intake's body and the lookup's code before any handler runs.
import { readFileSync } from 'node:fs';

import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { parse } from 'yaml';

export const TRACE_API_URL = new URL('../docs/trace-api.yaml', import.meta.url);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: object;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { contentSchema?: object } }> } & Record<string, unknown>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** The document's own name for Ajv, so `#/components/schemas/X` inside it resolves against it. */
const BASE = 'https://trace-store.invalid/docs/trace-api.yaml';

/** `#/…` references made absolute (`BASE#/…`), so a schema taken out of the document still resolves. */
function anchored(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchored);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? BASE + value : anchored(value),
    ]),
  );
}

export interface TraceApi {
  /** Fastify's form of each operation's path (`/traces/:code`), by operationId. */
  intakePath: string;
  lookupPath: string;
  /** The intake's body: the JSON inside the text/plain body (the operation's `contentSchema`). */
  batchSchema: object;
  /** The lookup's path parameters, as one object schema. */
  lookupParamsSchema: object;
  /** The body size the portal keeps to (`x-max-body-bytes`). */
  maxBatchBytes: number;
  /** A validator for a route schema above (Fastify's validator compiler). */
  compile(schema: object): ValidateFunction;
  /** An Ajv schemaPath as the document names it ('#/components/schemas/SupportCode/pattern'). */
  inDocument(schemaPath: string): string;
}

function operation(doc: Document, id: string): { path: string; op: Operation } {
  for (const [path, item] of Object.entries(doc.paths))
    for (const op of Object.values(item)) if (op.operationId === id) return { path, op };
  throw new Error(`docs/trace-api.yaml has no operation '${id}'`);
}

const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

let loaded: TraceApi | null = null;

/** The contract, read and compiled once per process (apps built in tests share it). */
export function traceApi(): TraceApi {
  if (loaded) return loaded;
  const doc = parse(readFileSync(TRACE_API_URL, 'utf8')) as Document;
  // Strict, as tests/support/traceApi.ts compiles it; formats are left to each schema's own pattern.
  const ajv = new Ajv2020({ strict: true, validateFormats: false });
  ajv.addKeyword({ keyword: 'components', schemaType: 'object' });
  ajv.addSchema({ $id: BASE, components: doc.components });

  const intake = operation(doc, 'postTraceBatch');
  const contentSchema = intake.op.requestBody?.content['text/plain']?.schema.contentSchema;
  if (!contentSchema) throw new Error("docs/trace-api.yaml: postTraceBatch's text/plain body has no contentSchema");
  const lookup = operation(doc, 'getTraceFile');
  const params = (lookup.op.parameters ?? []).filter((p) => p.in === 'path');

  // By content: Fastify may hand the compiler a copy of a route's schema.
  const cache = new Map<string, ValidateFunction>();
  loaded = {
    intakePath: fastifyPath(intake.path),
    lookupPath: fastifyPath(lookup.path),
    batchSchema: anchored(contentSchema) as object,
    lookupParamsSchema: {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, anchored(p.schema)])),
      required: params.filter((p) => p.required).map((p) => p.name),
    },
    maxBatchBytes: Number(intake.op.requestBody?.['x-max-body-bytes']),
    inDocument: (schemaPath) => schemaPath.replace(BASE, ''),
    compile(schema) {
      const key = JSON.stringify(schema);
      let validate = cache.get(key);
      if (!validate) cache.set(key, (validate = ajv.compile(schema)));
      return validate;
    },
  };
  return loaded;
}
