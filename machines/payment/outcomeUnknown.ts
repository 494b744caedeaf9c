/**
 * A call that changes something on the server (a payment, an autopay enrolment) got no answer that
 * says what happened: a dropped connection, its time limit, or a gateway's 502/503/504 (the rule is
 * `isOutcomeUnknown` in src/api/callPolicy.ts). The server may have acted on it all the same, so the
 * machine never repeats it by itself. The live actors reject with it; answered faults (HTTP 500,
 * 401) reject with anything else.
 */
export class OutcomeUnknown extends Error {
  override readonly name = 'OutcomeUnknown';

  constructor() {
    super('The call got no answer that says whether it went through.');
  }
}

/**
 * For a machine's guard. A replayed trace carries the error by its name only (redaction keeps an
 * Error's name, src/observability/redact.ts), so the name is what is compared.
 */
export function isOutcomeUnknownError(error: unknown): boolean {
  return (error instanceof Error ? error.name : error) === 'OutcomeUnknown';
}
