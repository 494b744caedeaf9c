// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The conformance report's check (scripts/check/check-accessibility-report.mjs, `npm run a11y:report`) on small
// reports made here: every WCAG 2.2 Level A and AA criterion (and 4.1.1) needs a row with a VPAT term and
// a proof that exists.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

interface Criterion {
  id: string;
  name: string;
  level: 'A' | 'AA';
}
interface Checked {
  problems: string[];
  rows: { id: string }[];
  counts: Record<string, number>;
}

// Plain Node ESM outside tsconfig, so imported by path.
const { checkReport, CRITERIA, TERMS } = (await import(
  pathToFileURL(resolve('scripts/check/check-accessibility-report.mjs')).href
)) as {
  checkReport: (markdown: string, exists: (path: string) => boolean) => Checked;
  CRITERIA: Criterion[];
  TERMS: string[];
};

const PROOF = 'tests/e2e/payment-keyboard.e2e.ts';
const files = new Set([PROOF, 'tests/e2e/shell.e2e.ts']);
const exists = (path: string) => files.has(path);

const row = (c: Criterion, conformance = 'Supports', proof = `\`${PROOF}\``) =>
  `| ${c.id} ${c.name} (Level ${c.level}) | ${conformance} | Why. | ${proof} |`;

/** A report with one good row per criterion; `change` rewrites the row of one criterion (null drops it). */
function report(change: Record<string, string | null> = {}): string {
  const rows = CRITERIA.map((c) => (c.id in change ? change[c.id] : row(c))).filter((r) => r !== null);
  return [
    '# Report',
    '',
    '| Criteria | Conformance Level | Remarks and Explanations | Proof |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
const criterion = (id: string) => CRITERIA.find((c) => c.id === id)!;

describe('the accessibility conformance report check', () => {
  it('knows the 55 criteria of WCAG 2.2 Level A and AA, and 4.1.1', () => {
    expect(CRITERIA).toHaveLength(56);
    expect(CRITERIA.filter((c) => c.level === 'A')).toHaveLength(32);
    expect(CRITERIA.filter((c) => c.level === 'AA')).toHaveLength(24);
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(56);
    expect(criterion('1.4.10')).toEqual({ id: '1.4.10', name: 'Reflow', level: 'AA' });
    expect(TERMS).toEqual(['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable']);
  });

  it('passes a good report and counts its rows by term', () => {
    const manual = row(criterion('1.2.1'), 'Not Applicable', 'Manual: search src for video elements.');
    const bold = row(criterion('3.1.2'), '**Partially Supports**', `\`${PROOF}\`, \`tests/e2e/shell.e2e.ts\``);
    const { problems, rows, counts } = checkReport(report({ '1.2.1': manual, '3.1.2': bold }), exists);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(56);
    expect(counts).toEqual({ Supports: 54, 'Partially Supports': 1, 'Does Not Support': 0, 'Not Applicable': 1 });
  });

  it('names a criterion without a row', () => {
    const { problems } = checkReport(report({ '2.4.11': null }), exists);
    expect(problems).toEqual(['2.4.11 Focus Not Obscured (Minimum) (Level AA): no row in the report']);
  });

  it('refuses a conformance level that is not a VPAT term', () => {
    const { problems } = checkReport(report({ '1.1.1': row(criterion('1.1.1'), 'Mostly') }), exists);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\(1\.1\.1\): conformance "Mostly" is not one of Supports, Partially Supports/);
  });

  it('refuses a proof file that does not exist, and a row with no proof at all', () => {
    const missing = row(criterion('1.4.10'), 'Supports', '`tests/e2e/reflow.e2e.ts`');
    const none = row(criterion('2.5.8'), 'Supports', 'The browser tests.');
    const { problems } = checkReport(report({ '1.4.10': missing, '2.5.8': none }), exists);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/\(1\.4\.10\): the proof `tests\/e2e\/reflow\.e2e\.ts` does not exist$/);
    expect(problems[1]).toMatch(/\(2\.5\.8\): no proof \(a backticked file or "Manual:"\)$/);
  });

  it('refuses a misnamed criterion, a second row and a number that is no A or AA criterion', () => {
    const renamed = '| 1.4.10 Reflow (Level A) | Supports | Why. | Manual: at 320 px. |';
    const aaa = row({ id: '2.4.12', name: 'Focus Not Obscured (Enhanced)', level: 'AA' });
    const markdown = `${report({ '1.4.10': renamed })}\n${row(criterion('1.1.1'))}\n${aaa}`;
    const { problems } = checkReport(markdown, exists);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /\(1\.4\.10\): the criterion cell says "1\.4\.10 Reflow \(Level A\)", not "1\.4\.10 Reflow \(Level AA\)"/,
    );
    expect(problems[1]).toMatch(/\(1\.1\.1\): a second row for 1\.1\.1/);
    expect(problems[2]).toMatch(/\(2\.4\.12\): 2\.4\.12 is not a WCAG 2\.2 Level A or AA success criterion/);
  });
});
