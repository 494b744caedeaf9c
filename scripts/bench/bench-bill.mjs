// `npm run bench:bill [-- --strict --runs=n --slowdowns=4,6 --base=<ref> --no-build --verbose]`: what a long
// bill costs (issue 47), at each CPU slowdown (issue 57: 4× and 6× by default; 6× is a phone half as
// fast again). The production bundle with the demo API (scripts/serve/serve-prod.mjs), Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium; never a download) through playwright-core at 390 × 844 with
// the CPU slowed through the DevTools protocol (Emulation.setCPUThrottlingRate), for D1001 (3 visits),
// D1009 (300) and D1010 (2,000) of the demo data. Per bill and run, in a fresh context (a fresh demo visitor):
// - bill shown: from the press on 'Continue' (confirm-info form) to the first paint after the page
//   holds the bill's heading and its last visit id;
// - DOM nodes: document.getElementsByTagName('*').length once the bill's page is quiet;
// - slowest keystroke: typing an amount into the emptied amount field, the longest Event Timing
//   entry (PerformanceObserver type 'event', durationThreshold 16: input to next paint) of keydown,
//   keypress, keyup and input; none that long prints '≤16 ms' and counts as 16;
// - 'Details' press: the longest Event Timing entry of pointerdown, pointerup and click on the first
//   visit's 'Details' button (its Service Detail dialog opening).
// Each figure is the median of RUNS runs (default 3; `--runs=n` or RUNS=n), each run taking every
// slowdown and, in it, the bills one after the other; each ratio is the median of the runs' ratios to
// D1001's at the same slowdown in the same run. Goals (issue 47, scripts/bench/bench-bill-goals.mjs), at
// every slowdown: the keystroke and the press within 1.2× D1001's + 16 ms; the bill shown within 1.25×
// (D1009) and 1.5× (D1010) D1001's; each goal holds when the median of its runs' value / limit is at
// most 1. PASS or FAIL per goal; the exit code is 0 either way unless `--strict`. `--base=<git ref>`
// also measures that commit's build (scripts/bench/bench-base.mjs, built once per commit), interleaved
// with this one, and prints its table beside this build's (its figures, not goals). A benchmark, not a test.
// The demo API answers after DEMO_LATENCY_MS (default here 250, a fixed wait: issue 34's measure);
// BENCH_PORT (default 4186, and the next port for --base) picks the port; `--no-build` serves dist/ as it
// is. The page is driven by scripts/bench/bench-bill-page.mjs (the viewport, the slowdown, the typing and
// the press).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

import { chromium } from 'playwright-core';
import PO from 'pofile';
import { runnerImport } from 'vite';

import { aliases } from '../build/aliases.mjs';
import { baseDist } from './bench-base.mjs';
import { billGoals, billTable } from './bench-bill-goals.mjs';
import { measure, VIEWPORT } from './bench-bill-page.mjs';
import { benchOptions } from './bench-options.mjs';

const options = benchOptions({
  runs: 'value',
  slowdowns: 'value',
  base: 'value',
  strict: 'flag',
  verbose: 'flag',
  'no-build': 'flag',
});
const STRICT = options.flag('strict');
/** `--verbose`: every Event Timing entry of the typing and of the press, per bill and run. */
const VERBOSE = options.flag('verbose');
const BUILD = !options.flag('no-build');
const RUNS = options.count('runs', process.env.RUNS ?? '3');
const SLOWDOWNS = options.numbers('slowdowns', ['4', '6']);
const BASE_REF = options.value('base', null);
const PORT = Number(process.env.BENCH_PORT ?? 4186);
const LATENCY_MS = process.env.DEMO_LATENCY_MS || '250';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BILLS = ['D1001', 'D1009', 'D1010'];

// The demo data (src/demo/deliveries.ts) through Vite's module runner: names, zips, visits. The runner
// sets NODE_ENV to 'development' when it is unset: put back as it was, or the build below (which
// inherits it) would be React's development build, not the production bundle.
const nodeEnv = process.env.NODE_ENV;
const {
  module: { DELIVERIES },
} = await runnerImport('/src/demo/deliveries.ts', {
  configFile: false,
  logLevel: 'silent',
  resolve: { alias: aliases },
});
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
const bills = BILLS.map((id) => {
  const { guarantor } = DELIVERIES.find((d) => d.DeliveryId === id);
  const visitIds = guarantor.Details.map((e) => e.PEncounterId).filter(Boolean);
  return {
    id,
    lastName: guarantor.LastName,
    zip: guarantor.Zip,
    visits: guarantor.Details.length,
    lastVisit: visitIds.at(-1),
  };
});

// The page's words from the English catalogues, so a changed label fails here, not silently.
const english = new Map(
  ['messages', 'account'].flatMap((part) =>
    PO.parse(readFileSync(new URL(`../../src/locales/en/${part}.po`, import.meta.url), 'utf8')).items.map((item) => [
      item.msgid,
      item.msgstr[0] || item.msgid,
    ]),
  ),
);
function words(msgid) {
  const text = english.get(msgid);
  if (!text) throw new Error(`bench-bill: no '${msgid}' in the English catalogues (src/locales/en)`);
  return text;
}
const LABELS = {
  zip: words('Enter Your Zip Code'),
  lastName: words('Enter Your Last Name'),
  continue: words('Continue'),
  bill: words('Your Bill'),
  // 'Details for the visit on {date}': the visits' 'Details' buttons, by what comes before the date.
  details: words('Details for the visit on {date}').split('{date}')[0],
};

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

async function waitForServer(port) {
  // serve-prod compresses every file of a new build before it listens: up to a minute on a busy machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bench-bill: no server on port ${port}`);
}

/** A build served as serve:prod serves it, on `port`. */
function serve(dist, port) {
  return spawn(process.execPath, ['scripts/serve/serve-prod.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DIST: dist, PORT: String(port), DEMO_LATENCY_MS: LATENCY_MS },
  });
}

if (BUILD) run('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn']);
const base = BASE_REF ? baseDist(BASE_REF) : null;
const targets = [{ name: 'this build', dist: 'dist', port: PORT }];
if (base) targets.push({ name: `${BASE_REF} (${base.commit.slice(0, 10)})`, dist: base.dist, port: PORT + 1 });
const servers = targets.map((t) => serve(t.dist, t.port));
let failed = false;
try {
  await Promise.all(targets.map((t) => waitForServer(t.port)));
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  /** runs[target][slowdown][r][billId] = that run's figures. */
  const runs = targets.map(() => Object.fromEntries(SLOWDOWNS.map((s) => [s, []])));
  const version = browser.version();
  try {
    for (let r = 0; r < RUNS; r += 1)
      for (const slowdown of SLOWDOWNS)
        for (const [t, target] of targets.entries()) {
          const origin = `http://demo.pay.localhost:${target.port}`;
          const figures = {};
          for (const bill of bills) {
            figures[bill.id] = await measure(browser, { origin, bill, labels: LABELS, slowdown, verbose: VERBOSE });
            const f = figures[bill.id];
            console.log(
              `run ${r + 1}/${RUNS} ${slowdown}× ${target.name} ${bill.id}: bill shown ${Math.round(f.billShown)} ms, ${f.domNodes} DOM nodes, keystroke ${f.under.keystroke ? '≤' : ''}${Math.round(f.keystroke)} ms, 'Details' ${f.under.details ? '≤' : ''}${Math.round(f.details)} ms`,
            );
          }
          runs[t][slowdown].push(figures);
        }
  } finally {
    await browser.close();
  }

  const [load1] = loadavg();
  console.log(
    `\nbench:bill: production bundle + demo API (${LATENCY_MS} ms per answer), Chromium ${version} at ${VIEWPORT.width} × ${VIEWPORT.height}, median of ${RUNS} run(s); load average ${load1.toFixed(2)} on ${availableParallelism()} cores`,
  );
  for (const slowdown of SLOWDOWNS)
    for (const [t, target] of targets.entries())
      console.log(`\nCPU ${slowdown}× slower, ${target.name}:\n${billTable(runs[t][slowdown], bills).join('\n')}`);

  console.log(`\ngoals (issue 47) at each slowdown, each against D1001's figure in the same run, median of the runs:`);
  for (const slowdown of SLOWDOWNS)
    for (const goal of billGoals(runs[0][slowdown], slowdown)) {
      if (!goal.pass) failed = true;
      console.log(`  ${goal.line}`);
    }
  if (base) {
    console.log(`\nthe same goals on ${targets[1].name} (for comparison, not goals of this build):`);
    for (const slowdown of SLOWDOWNS)
      for (const goal of billGoals(runs[1][slowdown], slowdown)) console.log(`  ${goal.line}`);
  }
} finally {
  for (const server of servers) server.kill();
}
if (failed && STRICT) process.exitCode = 1;
