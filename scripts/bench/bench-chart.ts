// `npm run bench:chart [-- --strict --runs=10 --rounds=5]`: what the statechart costs (issue 56 item 6).
// 1. Layout, in Node: for every machine (scripts/flows/machines.ts), layoutChart(chartGraph(machine)) once
//    ("first") then `runs` times more (their median, "warm"). The largest machine (most states + edges) is
//    laid out first of all, so its first includes elkjs's start (V8 compiling its 1.4 MB of code); elkjs's
//    module load is timed apart, in a fresh Node. Goal: its warm median ≤ 300 ms (the cold is printed). How the time grows
//    with states + edges: the fitted exponent k of time ∝ (states + edges)^k.
// 2. Lighting a step, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; never a download)
//    through playwright-core, unthrottled, 1280 × 800: a page built by Vite (production mode, the portal's
//    compilation) from scripts/bench/bench-chart-page.tsx shows the console's chart viewer
//    (ChartViewer, imported lazily) on the largest machine and lights each of its leaves in turn
//    (bench-chart-steps.ts), `rounds` times. Each step is rendered with flushSync at the start of a frame
//    (a requestAnimationFrame callback) and timed to a task after that frame (a MessageChannel message
//    posted in it): React's render, style, layout and paint, not the wait for the display's next frame.
//    Goal: p95 ≤ 16 ms (the max is printed). How it grows with the boxes and arrows whose lighting changed.
// Each goal is printed with its figure, PASS or FAIL; the exit code is 0 either way unless `--strict` (as
// bench:bill). A benchmark, not a test: its figures belong to the machine it ran on (docs/speed.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

import { chromium } from 'playwright-core';
import { build } from 'vite';

import { chartGraph } from '@/observability/chart/graph';
import { layoutChart } from '@/observability/chart/layout';
import { compilePlugins, define, resolveOptions } from '@scripts/build/portal-build';

import { machines } from '../flows/machines';
import type { LightResult, OpenResult } from './bench-chart-page';
import { benchOptions } from './bench-options.mjs';

/** Issue 56 item 6's goals. */
const GOALS = { layoutMs: 300, frameMs: 16 };
const ROOT = resolve(import.meta.dirname, '../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ORIGIN = 'http://bench-chart.localhost';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Least squares of log(time) on log(size): time ∝ size^k. */
function exponent(points: { size: number; time: number }[]): number {
  const xs = points.map((p) => Math.log(p.size));
  const ys = points.map((p) => Math.log(p.time));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const cov = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  return cov / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
}

async function layouts(runs: number) {
  const rows = Object.values(machines)
    .map((machine) => {
      const graph = chartGraph(machine);
      return { machine, graph, states: graph.states.length, edges: graph.edges.length };
    })
    .sort((a, b) => b.states + b.edges - (a.states + a.edges));
  const timed = [];
  for (const row of rows) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const [t0, c0] = [performance.now(), process.cpuUsage()];
      await layoutChart(row.graph);
      times.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
    }
    // The process's CPU time beside the clock's: on a busy machine it tells the layout's work from the wait for a core.
    timed.push({ ...row, first: times[0]!, warm: median(times.slice(1)), warmCpu: median(cpu.slice(1)) });
  }
  return timed;
}

/** elkjs's module evaluated in a fresh Node (here it was loaded with this script, before any clock). */
function elkjsLoadMs(): number {
  const code = "const t=performance.now();require('elkjs/lib/elk.bundled.js');console.log(performance.now()-t)";
  const result = spawnSync(process.execPath, ['-e', code], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench-chart: elkjs did not load: ${result.stderr}`);
  return Number(result.stdout);
}

/** The bench page, built by Vite into a temporary folder (returned) with an index.html of its own. */
async function buildPage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-chart-'));
  // Vite's module runner (scripts/run-ts.mjs) set NODE_ENV to 'development': React's production build here.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: compilePlugins('production'),
      define,
      resolve: resolveOptions,
      build: {
        outDir: dir,
        emptyOutDir: true,
        cssCodeSplit: false,
        modulePreload: false,
        rolldownOptions: {
          input: resolve(ROOT, 'scripts/bench/bench-chart-page.tsx'),
          output: { entryFileNames: 'bench.js' },
        },
      },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const css = existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.css')) : [];
  const links = css.map((file) => `<link rel="stylesheet" href="/assets/${file}">`).join('');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench:chart</title>${links}</head>` +
      `<body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>`,
  );
  if (/Each child in a list should have a unique/.test(readFileSync(join(dir, 'bench.js'), 'utf8')))
    throw new Error("bench-chart: the page holds React's development build");
  return dir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function lighting(machineId: string, runs: number, rounds: number) {
  const dir = await buildPage();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The built files from disk, as a server would send them: no port, no server process.
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(dir, path === '/' ? 'index.html' : path);
      return existsSync(file)
        ? route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' })
        : route.fulfill({ status: 404 });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'benchChart' in window);
    type Bench = {
      open: (id: string, runs: number) => Promise<OpenResult>;
      light: (i: number) => Promise<LightResult>;
    };
    const opened = await page.evaluate(
      ([id, n]) => (window as unknown as { benchChart: Bench }).benchChart.open(id, n),
      [machineId, runs] as const,
    );
    const steps: (LightResult & { leaf: string })[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (let i = 0; i < opened.steps.length; i += 1) {
        const result = await page.evaluate((n) => (window as unknown as { benchChart: Bench }).benchChart.light(n), i);
        steps.push({ ...result, leaf: opened.steps[i]! });
      }
    }
    if (errors.length > 0) throw new Error(`bench-chart: the page failed: ${errors.join('; ')}`);
    const notDrawn = steps.filter((s) => !s.drawn).map((s) => s.leaf);
    if (notDrawn.length > 0)
      throw new Error(`bench-chart: steps not drawn as lit: ${[...new Set(notDrawn)].join(', ')}`);
    return { opened, steps, version: browser.version() };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function main(args: string[]): Promise<number> {
  const options = benchOptions({ runs: 'value', rounds: 'value', strict: 'flag' }, args);
  const option = (name: string, fallback: number): number => options.count(name, fallback);
  const strict = options.flag('strict');
  const runs = option('runs', 10);
  const rounds = option('rounds', 5);
  const results: boolean[] = [];
  const report = (goal: string, figure: string, pass: boolean) => {
    results.push(pass);
    console.log(`  ${pass ? 'PASS' : 'FAIL'} ${goal}: ${figure}`);
  };

  const rows = await layouts(runs);
  const loadMs = elkjsLoadMs();
  const largest = rows[0]!;
  console.log(
    `Layout in Node ${process.version} (elkjs loaded in ${ms(loadMs)}); first run, then median of ${runs} warm:`,
  );
  console.log('  machine              states edges   first    warm  (CPU)  warm per state+edge');
  for (const row of [...rows].reverse()) {
    const size = row.states + row.edges;
    console.log(
      `  ${row.graph.machine.padEnd(20)} ${String(row.states).padStart(6)} ${String(row.edges).padStart(5)} ${ms(row.first).padStart(9)} ${ms(row.warm).padStart(7)} ${ms(row.warmCpu).padStart(7)}  ${(row.warm / size).toFixed(2)} ms`,
    );
  }
  const k = exponent(rows.map((r) => ({ size: r.states + r.edges, time: r.warm })));
  console.log(
    `  growth: warm time ∝ (states + edges)^${k.toFixed(2)} (least squares over the ${rows.length} machines)`,
  );
  console.log(
    `  (only ${largest.graph.machine}'s first run is cold: the first layout of the process, elkjs's code not yet compiled)`,
  );

  const { opened, steps, version } = await lighting(largest.graph.machine, runs, rounds);
  const frames = steps.map((s) => s.frameMs);
  console.log(
    `\nLighting ${largest.graph.machine} in Chromium ${version}, unthrottled, 1280 × 800, zoom ${opened.scale}: ${opened.steps.length} leaves × ${rounds} rounds`,
  );
  console.log(
    `  first chart of the page (the viewer's chunk with elkjs evaluated, then the layout): ${ms(opened.firstChartMs)}; layout warm median ${ms(median(opened.warmLayoutMs))}`,
  );
  console.log(
    `  per step: render ${ms(median(steps.map((s) => s.renderMs)))} median; to the frame's end ${ms(median(frames))} median, ${ms(quantile(frames, 0.95))} p95, ${ms(Math.max(...frames))} max`,
  );
  console.log('  by boxes and arrows changed: steps, frame median, max');
  const bins = [
    [0, 2],
    [3, 4],
    [5, 8],
    [9, Infinity],
  ] as const;
  for (const [low, high] of bins) {
    const inBin = steps.filter((s) => s.changed >= low && s.changed <= high).map((s) => s.frameMs);
    if (inBin.length === 0) continue;
    const label = high === Infinity ? `${low}+` : `${low}-${high}`;
    console.log(
      `    ${label.padEnd(5)} ${String(inBin.length).padStart(4)}  ${ms(median(inBin)).padStart(7)}  ${ms(Math.max(...inBin))}`,
    );
  }

  const [load1] = loadavg();
  console.log(`\ngoals (issue 56 item 6), load average ${load1!.toFixed(2)} on ${availableParallelism()} cores:`);
  report(
    `layout of the largest machine (${largest.graph.machine}, ${largest.states} states + ${largest.edges} edges), warm median ≤ ${GOALS.layoutMs} ms`,
    `${ms(largest.warm)} (CPU ${ms(largest.warmCpu)}; cold, with elkjs's start: ${ms(largest.first)}; elkjs's load ${ms(loadMs)})`,
    largest.warm <= GOALS.layoutMs,
  );
  report(
    `lighting a step, p95 ≤ ${GOALS.frameMs} ms`,
    `${ms(quantile(frames, 0.95))} (median ${ms(median(frames))}, max ${ms(Math.max(...frames))}, ${frames.length} steps)`,
    quantile(frames, 0.95) <= GOALS.frameMs,
  );
  return strict && results.includes(false) ? 1 : 0;
}
