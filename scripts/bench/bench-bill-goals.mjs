// The goals and the tables of `npm run bench:bill` (scripts/bench/bench-bill.mjs): issue 47's goals,
// each against D1001's figure in the same run, held at every CPU slowdown measured (issue 57).

/** Issue 47's goals, against D1001's figure in the same run. */
export const GOALS = [
  { metric: 'keystroke', bills: ['D1009', 'D1010'], factor: 1.2, plus: 16 },
  { metric: 'details', bills: ['D1009', 'D1010'], factor: 1.2, plus: 16 },
  { metric: 'billShown', bills: ['D1009'], factor: 1.25, plus: 0 },
  { metric: 'billShown', bills: ['D1010'], factor: 1.5, plus: 0 },
];
export const METRICS = {
  billShown: { title: "bill shown after 'Continue'", unit: 'ms' },
  domNodes: { title: 'DOM nodes', unit: '' },
  keystroke: { title: 'slowest keystroke', unit: 'ms' },
  details: { title: "'Details' press", unit: 'ms' },
};
const BASE = 'D1001';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `runs`: [{ [billId]: figures }], one per run. Each figure the median of the runs; ratios to D1001's per run. */
const value = (runs, id, metric) => median(runs.map((r) => r[id][metric]));
const ratio = (runs, id, metric) => median(runs.map((r) => r[id][metric] / r[BASE][metric]));

/** The table of one build at one slowdown: per bill, each figure with its ratio to D1001's. */
export function billTable(runs, bills) {
  const under = (id, metric) => runs.every((r) => r[id].under?.[metric]);
  const cell = (id, metric) => {
    const v = value(runs, id, metric);
    const unit = METRICS[metric].unit ? ` ${METRICS[metric].unit}` : '';
    return `${under(id, metric) ? '≤' : ''}${Math.round(v).toLocaleString('en-US')}${unit} (${ratio(runs, id, metric).toFixed(2)}×)`;
  };
  const header = ['bill', 'visits', ...Object.values(METRICS).map((m) => m.title)];
  const rows = bills.map((b) => [
    `${b.id} ${b.lastName}`,
    String(b.visits),
    ...Object.keys(METRICS).map((m) => cell(b.id, m)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) =>
    row
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * Each goal at one slowdown: it holds when the median of its runs' value / limit is at most 1.
 * Returns [{ pass, line }].
 */
export function billGoals(runs, slowdown) {
  return GOALS.flatMap((goal) =>
    goal.bills.map((id) => {
      const limits = runs.map((r) => goal.factor * r[BASE][goal.metric] + goal.plus);
      const share = median(runs.map((r, i) => r[id][goal.metric] / limits[i]));
      const pass = share <= 1;
      const plus = goal.plus ? ` + ${goal.plus} ms` : '';
      return {
        pass,
        line: `${pass ? 'PASS' : 'FAIL'} ${slowdown}× ${id} ${METRICS[goal.metric].title} ≤ ${goal.factor}× D1001's${plus}: ${Math.round(value(runs, id, goal.metric))} ms, limit ${Math.round(median(limits))} ms (${share.toFixed(2)} of it)`,
      };
    }),
  );
}
