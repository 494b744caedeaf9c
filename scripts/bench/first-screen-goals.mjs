// The goals of `npm run bench:first-screen` (issue 57) and how its figures are printed. Each goal
// compares medians of one run's loads, taken interleaved on one machine, so it holds as the machine
// changes: LCP ≤ 1.25× the floor page's and FCP ≤ 1.1×; blocking time ≤ 50 ms at 4× and ≤ 100 ms at
// 6×; and LCP, FCP and blocking time no more than the earlier build's plus the run's own spread (the
// larger of the two builds' max − min over their loads; docs/decisions.md, issue 57).

export const METRICS = { lcp: 'LCP', fcp: 'FCP', tbt: 'blocking time' };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const range = (values) => Math.max(...values) - Math.min(...values);

/** Blocking time's limit: 50 ms at 4×, 100 ms at 6× (issue 57); 25 ms per step of slowdown between and beyond. */
export const blockingLimit = (slowdown) => Math.max(25, 25 * (slowdown - 2));

/**
 * The goals of one page at one slowdown. `loads`: { floor, this, base? }, each a list of loads
 * ({ lcp, fcp, tbt } in ms). Returns [{ goal, value, limit, pass }].
 */
export function pageGoals(slowdown, loads) {
  const med = (target, metric) => median(loads[target].map((load) => load[metric]));
  const goals = [
    { goal: "LCP ≤ 1.25× the floor's", value: med('this', 'lcp'), limit: 1.25 * med('floor', 'lcp') },
    { goal: "FCP ≤ 1.1× the floor's", value: med('this', 'fcp'), limit: 1.1 * med('floor', 'fcp') },
    {
      goal: `blocking time ≤ ${blockingLimit(slowdown)} ms`,
      value: med('this', 'tbt'),
      limit: blockingLimit(slowdown),
    },
  ];
  if (loads.base)
    for (const [metric, title] of Object.entries(METRICS)) {
      const spread = Math.max(range(loads.this.map((l) => l[metric])), range(loads.base.map((l) => l[metric])));
      goals.push({
        goal: `${title} ≤ the earlier build's + spread (${Math.round(spread)} ms)`,
        value: med('this', metric),
        limit: med('base', metric) + spread,
      });
    }
  return goals.map((g) => ({ ...g, pass: g.value <= g.limit }));
}

const ms = (value) => Math.round(value).toLocaleString('en-US');

/** "PASS 4× /help LCP ≤ 1.25× the floor's: 2,410 ms, limit 2,500 ms (0.96 of it)" */
export const goalLine = (slowdown, page, { goal, value, limit, pass }) =>
  `${pass ? 'PASS' : 'FAIL'} ${slowdown}× ${page} ${goal}: ${ms(value)} ms, limit ${ms(limit)} ms (${
    limit > 0 ? (value / limit).toFixed(2) : '∞'
  } of it)`;

/** A cell: the median, and with more than one load the lowest and highest. */
function cell(values) {
  const m = ms(median(values));
  return values.length > 1 ? `${m} (${ms(Math.min(...values))}–${ms(Math.max(...values))})` : m;
}

/**
 * One slowdown's table: per page and target, the medians of LCP, FCP and blocking time (ms, with their
 * range) and the element Lighthouse took as the largest paint (of the last load).
 */
export function table(slowdown, byPage) {
  const header = ['page', 'target', 'LCP ms', 'FCP ms', 'blocking ms', 'largest paint (last load)'];
  const rows = Object.entries(byPage).flatMap(([page, byTarget]) =>
    Object.entries(byTarget).map(([target, loads]) => [
      page,
      target,
      cell(loads.map((l) => l.lcp)),
      cell(loads.map((l) => l.fcp)),
      cell(loads.map((l) => l.tbt)),
      (loads.at(-1).largestPaint ?? '').slice(0, 60),
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [`CPU ${slowdown}× slower:`, line(header), ...rows.map(line)];
}
