// npm run a11y:report: checks docs/accessibility.md, the Accessibility Conformance Report (VPAT 2.5,
// WCAG edition), against the canonical list of WCAG 2.2 Level A and AA success criteria (plus 4.1.1
// Parsing, which WCAG 2.1 still has). Fails, one line per problem, when a criterion has no row, a row's
// conformance level is not one of the VPAT terms, a row names no proof (a backticked path or
// "Manual:"), or a backticked path in the Proof column does not exist in the repository. Plain Node
// ESM without dependencies; tests/unit/build/accessibilityReport.test.ts imports checkReport.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The VPAT 2.5 terms a Level A or AA row may use. */
export const TERMS = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

/** Every WCAG 2.2 Level A and AA success criterion, and 4.1.1 Parsing (WCAG 2.0 and 2.1; removed in 2.2). */
export const CRITERIA = [
  ['1.1.1', 'Non-text Content', 'A'],
  ['1.2.1', 'Audio-only and Video-only (Prerecorded)', 'A'],
  ['1.2.2', 'Captions (Prerecorded)', 'A'],
  ['1.2.3', 'Audio Description or Media Alternative (Prerecorded)', 'A'],
  ['1.2.4', 'Captions (Live)', 'AA'],
  ['1.2.5', 'Audio Description (Prerecorded)', 'AA'],
  ['1.3.1', 'Info and Relationships', 'A'],
  ['1.3.2', 'Meaningful Sequence', 'A'],
  ['1.3.3', 'Sensory Characteristics', 'A'],
  ['1.3.4', 'Orientation', 'AA'],
  ['1.3.5', 'Identify Input Purpose', 'AA'],
  ['1.4.1', 'Use of Color', 'A'],
  ['1.4.2', 'Audio Control', 'A'],
  ['1.4.3', 'Contrast (Minimum)', 'AA'],
  ['1.4.4', 'Resize Text', 'AA'],
  ['1.4.5', 'Images of Text', 'AA'],
  ['1.4.10', 'Reflow', 'AA'],
  ['1.4.11', 'Non-text Contrast', 'AA'],
  ['1.4.12', 'Text Spacing', 'AA'],
  ['1.4.13', 'Content on Hover or Focus', 'AA'],
  ['2.1.1', 'Keyboard', 'A'],
  ['2.1.2', 'No Keyboard Trap', 'A'],
  ['2.1.4', 'Character Key Shortcuts', 'A'],
  ['2.2.1', 'Timing Adjustable', 'A'],
  ['2.2.2', 'Pause, Stop, Hide', 'A'],
  ['2.3.1', 'Three Flashes or Below Threshold', 'A'],
  ['2.4.1', 'Bypass Blocks', 'A'],
  ['2.4.2', 'Page Titled', 'A'],
  ['2.4.3', 'Focus Order', 'A'],
  ['2.4.4', 'Link Purpose (In Context)', 'A'],
  ['2.4.5', 'Multiple Ways', 'AA'],
  ['2.4.6', 'Headings and Labels', 'AA'],
  ['2.4.7', 'Focus Visible', 'AA'],
  ['2.4.11', 'Focus Not Obscured (Minimum)', 'AA'],
  ['2.5.1', 'Pointer Gestures', 'A'],
  ['2.5.2', 'Pointer Cancellation', 'A'],
  ['2.5.3', 'Label in Name', 'A'],
  ['2.5.4', 'Motion Actuation', 'A'],
  ['2.5.7', 'Dragging Movements', 'AA'],
  ['2.5.8', 'Target Size (Minimum)', 'AA'],
  ['3.1.1', 'Language of Page', 'A'],
  ['3.1.2', 'Language of Parts', 'AA'],
  ['3.2.1', 'On Focus', 'A'],
  ['3.2.2', 'On Input', 'A'],
  ['3.2.3', 'Consistent Navigation', 'AA'],
  ['3.2.4', 'Consistent Identification', 'AA'],
  ['3.2.6', 'Consistent Help', 'A'],
  ['3.3.1', 'Error Identification', 'A'],
  ['3.3.2', 'Labels or Instructions', 'A'],
  ['3.3.3', 'Error Suggestion', 'AA'],
  ['3.3.4', 'Error Prevention (Legal, Financial, Data)', 'AA'],
  ['3.3.7', 'Redundant Entry', 'A'],
  ['3.3.8', 'Accessible Authentication (Minimum)', 'AA'],
  ['4.1.1', 'Parsing', 'A'],
  ['4.1.2', 'Name, Role, Value', 'A'],
  ['4.1.3', 'Status Messages', 'AA'],
].map(([id, name, level]) => ({ id, name, level }));

/** A table row's cells, split on unescaped pipes (a `\|` stays inside its cell). */
function cells(line) {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** Markdown emphasis off a cell ('**Supports**' → 'Supports'). */
const plain = (cell) => cell.replace(/[*_]/g, '').trim();

/**
 * The report's criterion rows: table rows whose first cell starts with a criterion number. The columns
 * are Criteria | Conformance Level | Remarks and Explanations | Proof.
 */
export function parseRows(markdown) {
  const rows = [];
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim().startsWith('|')) return;
    const row = cells(line);
    const id = /^(\d+\.\d+\.\d+)\b/.exec(plain(row[0] ?? ''))?.[1];
    if (!id) return;
    rows.push({
      id,
      line: index + 1,
      criterion: plain(row[0]),
      conformance: plain(row[1] ?? ''),
      remarks: row[2] ?? '',
      proof: row.length >= 4 ? row[row.length - 1] : '',
      columns: row.length,
    });
  });
  return rows;
}

/**
 * Checks a report's text. `exists(path)` says whether a repository path exists. Returns the problems
 * (one line each, empty when the report is good), the rows and the count of rows per term.
 */
export function checkReport(markdown, exists) {
  const problems = [];
  const rows = parseRows(markdown);
  const counts = Object.fromEntries(TERMS.map((term) => [term, 0]));
  const byId = new Map();
  for (const row of rows) {
    const where = `line ${row.line} (${row.id})`;
    const criterion = CRITERIA.find((c) => c.id === row.id);
    if (!criterion) {
      problems.push(`${where}: ${row.id} is not a WCAG 2.2 Level A or AA success criterion (nor 4.1.1)`);
      continue;
    }
    if (byId.has(row.id))
      problems.push(`${where}: a second row for ${row.id} (the first is on line ${byId.get(row.id)})`);
    byId.set(row.id, row.line);
    const title = `${criterion.id} ${criterion.name} (Level ${criterion.level})`;
    if (row.criterion !== title) problems.push(`${where}: the criterion cell says "${row.criterion}", not "${title}"`);
    if (row.columns < 4) {
      problems.push(`${where}: ${row.columns} columns, not 4 (Criteria, Conformance Level, Remarks, Proof)`);
      continue;
    }
    if (TERMS.includes(row.conformance)) counts[row.conformance] += 1;
    else problems.push(`${where}: conformance "${row.conformance}" is not one of ${TERMS.join(', ')}`);
    if (!row.remarks) problems.push(`${where}: no remarks and explanations`);
    const paths = [...row.proof.matchAll(/`([^`]+)`/g)].map((match) => match[1].trim());
    const manual = /\bManual:/.test(row.proof);
    for (const path of paths) {
      if (!exists(path)) problems.push(`${where}: the proof \`${path}\` does not exist`);
    }
    if (paths.length === 0 && !manual) problems.push(`${where}: no proof (a backticked file or "Manual:")`);
  }
  for (const criterion of CRITERIA) {
    if (!byId.has(criterion.id)) {
      problems.push(`${criterion.id} ${criterion.name} (Level ${criterion.level}): no row in the report`);
    }
  }
  return { problems, rows, counts };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isEntryPoint) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const report = 'docs/accessibility.md';
  // Only paths inside the repository count: a proof elsewhere proves nothing to a reader of the repo.
  const exists = (path) => !path.startsWith('/') && !path.split('/').includes('..') && existsSync(resolve(root, path));
  const { problems, rows, counts } = checkReport(readFileSync(resolve(root, report), 'utf8'), exists);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`${report}: ${problem}`);
    process.exit(1);
  }
  const tally = TERMS.map((term) => `${counts[term]} ${term}`).join(', ');
  console.log(`${report}: ${rows.length} criteria (WCAG 2.2 A and AA, and 4.1.1), ${tally}; every proof exists`);
}
