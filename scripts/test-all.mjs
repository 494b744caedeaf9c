// npm test: every check. Lanes run side by side, because each alone leaves much of a two-core machine
// idle: the browser tests mostly wait on their browsers and the network, while the unit tests keep both
// cores busy. (No lower CPU priority for the unit tests: on a machine shared with other work it starved
// them, and the browser tests passed beside them without it.) The browser lanes (Chromium, WebKit,
// Firefox) start once the browsers are there and their bundles built; the other lanes do not wait for
// A lane stops at its first failed step (the later ones depend on it) unless the step says
// `independent`; the other lanes go on, so one run reports every failure. Each step's output is
// printed whole when it ends, then a summary: each step's and each lane's time, the ten slowest test
// files and each machine's reach by its generated paths (test-report/). Exits 1 when any step failed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

import { clearReports, reportFile, summaryLines } from './test-report/summary.mjs';

const npm = (script) => ({ name: script, command: ['npm', 'run', script] });
const lane = (name, steps) => ({ name, steps });
/** A step that runs Vitest: it writes its files' times and the model tests' reach for the closing report. */
const vitest = (step) => ({ ...step, env: { TEST_REPORT: reportFile(step.name) } });
const browserTests = (project) =>
  vitest({
    name: `browser tests (${project})`,
    command: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', '--project', project],
  });
/** The guarantor journeys in one engine (tests/engines). Chromium runs them, and much more, in the flows lane. */
const engine = (name) =>
  vitest({
    name: `engine ${name}`,
    command: ['npx', 'vitest', 'run', '--config', 'vitest.engines.config.ts', '--project', name],
    independent: true,
  });

/**
 * The browsers (and PostgreSQL's server) and the bundles the browser lanes serve (the support console's
 * too), side by side: apt installs while Vite builds. Only the lanes after them wait for them.
 */
const PREPARE = [
  lane('debian', [{ name: 'ensure browsers', command: ['bash', 'scripts/setup/ensure-browsers.sh'] }]),
  lane('bundles', [npm('build:e2e'), npm('build:e2e-faults'), npm('build:demo'), npm('build:e2e-support')]),
  // The empty database the browser tests' servers start their trace store from (trace-store/template.ts).
  lane('trace store', [
    { name: 'trace store template', command: ['node', 'scripts/run-ts.mjs', 'trace-store/template.ts'] },
  ]),
];

/**
 * Phases run one after another; a phase's lanes run side by side. A lane is a name and a list of
 * steps; a step that is itself a list of lanes runs them side by side (the browser tests and each
 * engine, once the browsers and bundles exist: they mostly wait on their browsers).
 */
const PHASES = [
  // The pseudo-locale's catalogue first: builds read it, and so does the unit tests' own production build.
  [lane('pseudo-locale', [{ name: 'pseudo-locale', command: ['node', 'scripts/build/pseudo-locale.mjs'] }])],
  [
    lane('browsers', [
      PREPARE,
      [
        lane('chromium', [browserTests('flows')]),
        lane('webkit', [engine('webkit')]),
        lane('firefox', [engine('firefox')]),
        // The trace store against Debian's PostgreSQL server, installed with the browsers.
        lane('postgres', [vitest(npm('test:server'))]),
      ],
    ]),
    lane('unit', [vitest(npm('test:unit'))]),
    lane('checks', [npm('check'), npm('i18n:check'), npm('diagrams:check'), npm('a11y:report'), npm('size')]),
  ],
];

const FAILURE_LINES = 60;
/** Vitest's list of failures (its "Failed Tests" section), or else the output's end; short either way. */
function failures(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => /Failed Tests \d+/.test(line));
  const part = start >= 0 ? lines.slice(start) : lines.slice(-FAILURE_LINES);
  return part.slice(0, FAILURE_LINES).join('\n');
}

const running = new Set();
/** How long a step's output may still flow after the step has exited. */
const EXIT_GRACE_MS = 10_000;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs a step in its own process group (so a signal stops all of it); resolves to its result. */
function run({ name, command: [file, ...args], env = {}, independent = false }) {
  const started = performance.now();
  console.log(`▶ ${name}`);
  const child = spawn(file, args, {
    detached: true,
    // The step writes to a pipe; keep its colours when ours is a terminal (any FORCE_COLOR value turns them on).
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((done) => {
    let finished = false; // a process that cannot start reports 'error', then 'close'
    const finish = (ok, why) => {
      if (finished) return;
      finished = true;
      running.delete(child);
      const time = seconds(started);
      process.stdout.write(`\n──── ${name} (${time} s) ────\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? '✓' : '✗'} ${name} ${ok ? 'passed' : `FAILED (${why})`} in ${time} s\n`);
      done({ name, ok, independent, time, output: ok ? '' : Buffer.concat(output).toString() });
    };
    child.on('error', (error) => finish(false, error.message));
    child.on('close', (code, signal) => finish(code === 0, signal ?? `exit ${code}`));
    // A server the step started and left running would hold its output pipe open, and 'close' would
    // never come: once the step itself has exited, its output gets a grace period, then the rest of
    // its process group is stopped (which closes the pipe).
    child.on('exit', () => {
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // the group is gone already
        }
      }, EXIT_GRACE_MS).unref();
    });
  });
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  process.exit(1);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const laneTimes = [];
/** Runs a lane's steps in turn; stops at a failed step unless it is `independent`. Resolves to the results. */
async function runLane({ name, steps }) {
  const started = performance.now();
  const results = [];
  for (const step of steps) {
    const done = Array.isArray(step) ? (await Promise.all(step.map(runLane))).flat() : [await run(step)];
    results.push(...done);
    if (done.some((result) => !result.ok && !result.independent)) break;
  }
  laneTimes.push({ name, time: seconds(started) });
  return results;
}

clearReports();
const started = performance.now();
const results = [];
for (const lanes of PHASES) results.push(...(await Promise.all(lanes.map(runLane))).flat());

console.log('npm test summary (the steps of a phase run side by side):');
for (const { name, ok, time } of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(24)} ${time.padStart(6)} s`);
console.log('each lane, start to end (debian, bundles and the browser lanes are part of browsers):');
for (const { name, time } of laneTimes) console.log(`  ${name.padEnd(26)} ${time.padStart(6)} s`);
console.log(summaryLines().join('\n'));
const failed = results.filter((r) => !r.ok);
const verdict = failed.length ? `FAILED: ${failed.map((r) => r.name).join(', ')}` : 'all passed';
console.log(`  total ${seconds(started)} s; ${verdict}`);
// A CI log may keep only its tail: say once more, last, what failed in each failed step.
for (const { name, output } of failed) console.log(`\n✗ ${name}, what failed:\n${failures(output)}`);
process.exit(failed.length ? 1 : 0);
