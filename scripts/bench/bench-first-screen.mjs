// `npm run bench:first-screen [-- options]` (issue 57): the first screen's goals as ratios, in one run on
// one machine, so they hold as the machine changes. Three targets, each loaded the same number of
// times, interleaved (floor, this, base, floor, this, base, …; the runs outermost, so a change in the
// machine's load falls on all three alike):
// - the floor page (scripts/bench/first-screen-floor.mjs): the shell's first paint, GetProvider, the
//   provider's name as heading; the physical limit of this chain;
// - this build: the working tree's `npm run build` (dist/);
// - an earlier build (`--base=<git ref>`, default 7a15a03, issue 57's month-old build), built once per
//   commit in a temporary worktree (scripts/bench/bench-base.mjs);
// - with --react-floors, two more, outside the goals: the floor with React added, from a file of its own
//   and inline in the page (scripts/bench/first-screen-react-floor.mjs): what the design card's React
//   costs on this chain by itself.
// All three from the same server code (scripts/bench/first-screen-server.mjs), the demo API answering
// after DEMO_LATENCY_MS (default here 250), loaded by Lighthouse (mobile, applied `devtools` throttling:
// slow 4G and the CPU `s`× slower, Debian's Chromium at CHROME_PATH, never a download).
// Options: --runs=n (3), --pages=/,/help (the five below), --slowdowns=4,6, --base=<ref>, --no-base,
// --no-build (serve dist/ as it is), --react-floors, --strict (exit 1 when a goal fails). Goals: first-screen-goals.mjs.
// Prints each goal with its figure (PASS/FAIL on medians) and a table per slowdown; writes
// reports/bench-first-screen.json (git-ignored). A benchmark, not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';

import { baseDist, commitOf } from './bench-base.mjs';
import { benchOptions } from './bench-options.mjs';
import { FLOOR_PREFIX } from './first-screen-floor.mjs';
import { goalLine, median, pageGoals, table } from './first-screen-goals.mjs';
import { REACT_FLOOR_PREFIX, REACT_INLINE_FLOOR_PREFIX } from './first-screen-react-floor.mjs';
import { loadPage, startServer } from './first-screen-run.mjs';

const options = benchOptions({
  runs: 'value',
  pages: 'value',
  slowdowns: 'value',
  base: 'value',
  'no-base': 'flag',
  'no-build': 'flag',
  'react-floors': 'flag',
  strict: 'flag',
});
const RUNS = options.count('runs', '3');
const PAGES = options.list('pages', ['/', '/d/D1001', '/help', '/d/D1001?lang=es', '/insurance']);
const SLOWDOWNS = options.numbers('slowdowns', ['4', '6']);
const BASE_REF = options.flag('no-base') ? null : options.value('base', '7a15a03');
const LATENCY_MS = process.env.DEMO_LATENCY_MS || '250';
const OUT = 'reports/bench-first-screen.json';
/** The provider the demo host (demo.pay.localhost) names: the floor's heading must show it. */
const PROVIDER_NAME = 'Riverside Family Medicine';

const started = Date.now();
const head = commitOf('HEAD');
const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim();
if (!options.flag('no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('bench-first-screen: npm run build failed');
}
const base = BASE_REF ? baseDist(BASE_REF) : null;

const servers = [];
try {
  const reactFloors = options.flag('react-floors');
  const thisServer = await startServer(resolve('dist'), LATENCY_MS, reactFloors ? { REACT_FLOORS: '1' } : {});
  servers.push(thisServer);
  const origin = ({ port }) => `http://demo.pay.localhost:${port}`;
  const targets = [
    { name: 'floor', url: (page) => `${origin(thisServer)}${FLOOR_PREFIX}${page}` },
    ...(reactFloors
      ? [
          { name: 'react floor', url: (page) => `${origin(thisServer)}${REACT_FLOOR_PREFIX}${page}` },
          { name: 'react inline floor', url: (page) => `${origin(thisServer)}${REACT_INLINE_FLOOR_PREFIX}${page}` },
        ]
      : []),
    { name: 'this', url: (page) => `${origin(thisServer)}${page}` },
  ];
  if (base) {
    const baseServer = await startServer(base.dist, LATENCY_MS);
    servers.push(baseServer);
    targets.push({ name: 'base', url: (page) => `${origin(baseServer)}${page}` });
  }

  /** loads[slowdown][page][target] = that target's loads, in the order taken. */
  const loads = Object.fromEntries(
    SLOWDOWNS.map((s) => [
      s,
      Object.fromEntries(PAGES.map((p) => [p, Object.fromEntries(targets.map((t) => [t.name, []]))])),
    ]),
  );
  const total = RUNS * SLOWDOWNS.length * PAGES.length * targets.length;
  let done = 0;
  let lighthouse = '';
  for (let run = 1; run <= RUNS; run += 1)
    for (const slowdown of SLOWDOWNS)
      for (const page of PAGES)
        for (const target of targets) {
          const load = loadPage(target.url(page), slowdown);
          lighthouse = load.lighthouse;
          delete load.lighthouse;
          if (target.name.endsWith('floor') && !load.largestPaint.includes(PROVIDER_NAME))
            throw new Error(`the ${target.name} page's largest paint is not the provider's name: ${load.largestPaint}`);
          loads[slowdown][page][target.name].push(load);
          done += 1;
          console.log(
            `[${done}/${total}] run ${run} ${slowdown}× ${page} ${target.name}: LCP ${load.lcp} ms, FCP ${load.fcp} ms, blocking ${load.tbt} ms`,
          );
        }

  const [load1] = loadavg();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\nbench:first-screen: Lighthouse ${lighthouse}, mobile, applied (devtools) throttling, demo API ${LATENCY_MS} ms per answer, median of ${RUNS} load(s) per target; ` +
      `this build ${head.slice(0, 10)}${dirty ? ' + working tree' : ''}, ${base ? `earlier build ${BASE_REF} (${base.commit.slice(0, 10)})` : 'no earlier build (--no-base)'}; ` +
      `load average ${load1.toFixed(2)} on ${availableParallelism()} cores; ${minutes} min`,
  );
  const goals = [];
  for (const slowdown of SLOWDOWNS) {
    console.log(`\n${table(slowdown, loads[slowdown]).join('\n')}`);
    for (const page of PAGES)
      for (const goal of pageGoals(slowdown, loads[slowdown][page])) goals.push({ slowdown, page, ...goal });
  }
  console.log(`\ngoals (issue 57; docs/speed.md), medians of the loads:`);
  for (const { slowdown, page, ...goal } of goals) console.log(`  ${goalLine(slowdown, page, goal)}`);
  const failures = goals.filter((g) => !g.pass);
  if (failures.length && options.flag('strict')) process.exitCode = 1;
  console.log(failures.length ? `${failures.length} of ${goals.length} goals FAIL` : `all ${goals.length} goals PASS`);

  const medians = Object.fromEntries(
    SLOWDOWNS.map((s) => [
      s,
      Object.fromEntries(
        PAGES.map((p) => [
          p,
          Object.fromEntries(
            Object.entries(loads[s][p]).map(([t, list]) => [
              t,
              {
                lcp: median(list.map((l) => l.lcp)),
                fcp: median(list.map((l) => l.fcp)),
                tbt: median(list.map((l) => l.tbt)),
              },
            ]),
          ),
        ]),
      ),
    ]),
  );
  const report = {
    date: new Date().toISOString(),
    lighthouse,
    settings: `mobile, applied (devtools) throttling, CPU ${SLOWDOWNS.join('× and ')}×, ${RUNS} load(s) per target, interleaved`,
    apiLatencyMs: Number(LATENCY_MS),
    builds: {
      this: { commit: head, workingTree: Boolean(dirty) },
      base: base && { ref: BASE_REF, commit: base.commit },
    },
    loadAverage: load1,
    minutes: Number(minutes),
    medians,
    goals,
    loads,
  };
  mkdirSync('reports', { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written to ${OUT}`);
} finally {
  for (const server of servers) server.stop();
}
