// The trace store's contract (docs/trace-api.yaml) as validators for the tests: each schema of
// `components.schemas` compiled by Ajv (JSON Schema 2020-12, strict, every error), its
// `#/components/schemas/…` references resolved inside the document itself. Used by the unit contract
// test (the sender's batches, the demo API's answers) and the browser test (the batches Chromium sent).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { parse } from 'yaml';

export const TRACE_API_PATH = fileURLToPath(new URL('../../docs/trace-api.yaml', import.meta.url));

/** The parts of an OpenAPI 3.1 document the tests read; everything else stays `unknown`. */
export interface TraceApiDocument {
  openapi: string;
  jsonSchemaDialect?: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Record<string, unknown> }> } & Record<
    string,
    unknown
  >;
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
  [key: string]: unknown;
}

export const traceApi: TraceApiDocument = parse(readFileSync(TRACE_API_PATH, 'utf8')) as TraceApiDocument;

/** The document's own name for Ajv: `#/components/schemas/X` inside a schema resolves against it. */
const BASE = 'https://portal.example/docs/trace-api.yaml';

const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
// The document holds its schemas under `components`, a keyword JSON Schema does not know: an annotation.
ajv.addKeyword({ keyword: 'components', schemaType: 'object' });
ajv.addSchema({ $id: BASE, components: traceApi.components });

const compiled = new Map<string, ValidateFunction>();

/** The validator of `components.schemas[name]` (compiled once). */
export function schemaValidator(name: string): ValidateFunction {
  if (!(name in traceApi.components.schemas)) throw new Error(`docs/trace-api.yaml has no schema '${name}'`);
  let validate = compiled.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `${BASE}#/components/schemas/${name}` });
    compiled.set(name, validate);
  }
  return validate;
}

/** One line per error: where in the value, what is wrong ('/page/entries/3: must NOT have additional properties (cardNumber)'). */
export function readableErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const params = error.params as Record<string, unknown>;
    const detail =
      (params.additionalProperty as string | undefined) ??
      (params.missingProperty as string | undefined) ??
      (params.allowedValue !== undefined ? JSON.stringify(params.allowedValue) : undefined);
    return `${error.instancePath || '(root)'}: ${error.message ?? error.keyword}${detail ? ` (${detail})` : ''}`;
  });
}

/** `value` against `components.schemas[name]`: [] when valid, else Ajv's errors as readable lines. */
export function validateAgainst(name: string, value: unknown): string[] {
  const validate = schemaValidator(name);
  return validate(value) ? [] : readableErrors(validate.errors);
}

export const validateBatch = (value: unknown): string[] => validateAgainst('TraceBatch', value);
export const validateTraceFile = (value: unknown): string[] => validateAgainst('TraceFile', value);
export const validateError = (value: unknown): string[] => validateAgainst('Error', value);

const intake = traceApi.paths['/traces']?.post;

/** The body's limit the contract states (`x-max-body-bytes`), in UTF-8 bytes. */
export const MAX_BODY_BYTES = Number(intake?.requestBody?.['x-max-body-bytes']);
/** The batches per flush the contract states (`x-max-batches-per-flush`). */
export const MAX_BATCHES_PER_FLUSH = Number(intake?.requestBody?.['x-max-batches-per-flush']);

/** A beacon's body as the store receives it: its size in UTF-8 bytes and what the contract says of it. */
export function checkBatchBody(body: string): { bytes: number; errors: string[] } {
  const bytes = new TextEncoder().encode(body).length;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return { bytes, errors: [`not JSON: ${(error as Error).message}`] };
  }
  const errors = validateBatch(parsed);
  if (bytes > MAX_BODY_BYTES) errors.push(`${bytes} bytes, over the contract's ${MAX_BODY_BYTES}`);
  return { bytes, errors };
}
