// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// bench:traces' wrk run (scripts/bench/traces/wrk.ts) sends each recorded batch as its two halves around
// a fresh support code: what it sends is the same batch under another code, and its codes are real ones.
import { describe, expect, it } from 'vitest';

import { SUPPORT_CODE_ALPHABET } from '@/observability/supportCode';
import { aroundCode, wrkScript } from '@scripts/bench/traces/wrk';

import { realBatches } from '../traceStore/batches';

describe("bench:traces' wrk requests", () => {
  it('are a recorded batch with only its support code changed', async () => {
    const { payment } = await realBatches();
    const body = JSON.stringify(payment[0]);
    const [before, after] = aroundCode(body);
    const sent = JSON.parse(`${before}7F3K-9TQD${after}`) as { supportCode: string };
    expect(sent).toEqual({ ...payment[0], supportCode: '7F3K-9TQD' });
  });

  it('refuse a body without a support code', () => {
    expect(() => aroundCode('{"page":{}}')).toThrow(/without a supportCode/);
  });

  it("draw their codes from the portal's own alphabet, in its XXXX-XXXX shape", () => {
    const script = wrkScript(['a.json', 'b.json']);
    expect(script).toContain(`local alphabet = "${SUPPORT_CODE_ALPHABET}"`);
    expect(script).toMatch(/letter\(\) \.\. letter\(\) \.\. letter\(\) \.\. letter\(\) \.\. "-" \.\./);
    expect(script).toContain('local files = { "a.json", "b.json" }');
  });
});
