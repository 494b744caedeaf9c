// What `npm test` prints at its end besides each step's time: the ten slowest test files, and each
// machine's states and transitions reached by its generated paths (model tests on a bare actor, screen
// tests through the rendered screen), from the files reporter.mjs wrote. So a reader sees at a glance
// that a faster suite kept its coverage, and where the next minutes go.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const REPORT_DIR = 'test-results/suite';

/** Where a step's Vitest run writes its report (the reporter's TEST_REPORT). */
export const reportFile = (step) => join(REPORT_DIR, `${step.replace(/[^\w-]+/g, '_')}.json`);

export function clearReports() {
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

function readReports() {
  if (!existsSync(REPORT_DIR)) return [];
  const names = readdirSync(REPORT_DIR).filter((name) => name.endsWith('.json'));
  return names.map((name) => JSON.parse(readFileSync(join(REPORT_DIR, name), 'utf8')));
}

const ratio = ({ reached, total }) => `${reached}/${total}`.padStart(7);
const percent = (reached, total) => (total === 0 ? 100 : (100 * reached) / total);

/** The report's lines: slowest files, then reach per machine (model, then screen), then the totals. */
export function summaryLines(slowest = 10) {
  const reports = readReports();
  const files = reports.flatMap((report) => report.files).sort((a, b) => b.seconds - a.seconds);
  const lines = [`the ${slowest} slowest test files:`];
  for (const { file, project, seconds } of files.slice(0, slowest))
    lines.push(`  ${seconds.toFixed(1).padStart(6)} s  ${project.padEnd(9)} ${file}`);

  const reach = reports.flatMap((report) => report.reach);
  reach.sort((a, b) => a.kind.localeCompare(b.kind) || a.machine.localeCompare(b.machine));
  lines.push('', 'generated paths: states and transitions reached, per machine (model: bare actor; screen: rendered)');
  lines.push(
    `  ${'kind'.padEnd(7)}${'machine'.padEnd(20)}${'states'.padStart(9)}${'transitions'.padStart(13)}  paths (test)`,
  );
  for (const r of reach) {
    const paths = r.planned === undefined ? `${r.paths}` : `${r.paths} of ${r.planned} planned`;
    const row = `${r.kind.padEnd(7)}${r.machine.padEnd(20)}${ratio(r.states).padStart(9)}${ratio(r.transitions).padStart(13)}`;
    lines.push(`  ${row}  ${paths} (${r.name})`);
  }
  for (const kind of ['model', 'screen']) {
    const of = reach.filter((r) => r.kind === kind);
    const sum = (key, part) => of.reduce((n, r) => n + r[key][part], 0);
    const [s, st, t, tt] = [
      sum('states', 'reached'),
      sum('states', 'total'),
      sum('transitions', 'reached'),
      sum('transitions', 'total'),
    ];
    lines.push(
      `  ${kind} tests: ${of.length}, states ${s}/${st} (${percent(s, st).toFixed(1)} %), transitions ${t}/${tt} (${percent(t, tt).toFixed(1)} %), paths ${of.reduce((n, r) => n + r.paths, 0)}`,
    );
  }
  return lines;
}
