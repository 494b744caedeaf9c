// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
// The two npm scripts: `npm run replay -- FILE` and `npm run diagrams(:check)`. Each is run once as CI
// runs it (a Node process through scripts/run-ts.mjs: its wiring, output and exit code); the other cases
// call the same `main` in this process, which costs no second start of Vite's module runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { main as diagrams } from '@scripts/flows/diagrams';
import { main as replay } from '@scripts/flows/replay';

import { recordDeliveryPayment } from './flows';

const runTs = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run-ts.mjs', ...args], { encoding: 'utf8', timeout: 60_000 });

/** A script's `main` in this process: its exit code and what it printed, as runTs gives them. */
async function runMain(main: (args: string[]) => number | Promise<number>, ...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void stdout.push(`${parts.join(' ')}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void stderr.push(`${parts.join(' ')}\n`)),
  ];
  try {
    return { status: await main(args), stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

// Each run starts Node with Vite's module runner: seconds, and in npm test beside the browser tests on
// two cores more than ten. The limits guard against hangs only.
const SCRIPT_RUNS = { timeout: 180_000 };

describe('npm run replay -- FILE', SCRIPT_RUNS, () => {
  it('prints the timeline of a declined payment and exits 0 when every state is as recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const file = join(dir, 'trace.json');
    const trace = await recordDeliveryPayment({ IsSuccess: false, ErrorMessage: 'Card declined' });
    writeFileSync(file, JSON.stringify(trace));
    const run = runTs('scripts/flows/replay.ts', file);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`support code: ${trace.supportCode}`);
    expect(run.stdout).toMatch(/✓ \S+ {2}payment \(x:\d+\) +done: processPayment +→ posting\(request\.answered/);
    expect(run.stdout).toContain('every state as recorded');
    expect(run.status).toBe(0);
  });

  it('exits 1 and names the first divergence for a trace from another machine fingerprint', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    const file = join(dir, 'trace.json');
    const trace = await recordDeliveryPayment({ IsSuccess: false });
    const entry = trace.pages[0]!.entries.find((e) => e.machine === 'payment' && e.eventType === 'SUBMIT')!;
    entry.state = 'posting'; // what an older payment machine would have done
    trace.pages[0]!.machines.payment = '00000000000000';
    writeFileSync(file, JSON.stringify(trace));
    const run = await runMain(replay, file);
    expect(run.stdout).toContain("! machine 'payment' differs from this code: trace 00000000000000");
    expect(run.stdout).toMatch(/FIRST DIVERGENCE at #\d+ .*, payment on SUBMIT:\n {2}machine 'payment' has changed/);
    expect(run.status).toBe(1);
  });

  it('exits 2 when the file is not a trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'replay-'));
    writeFileSync(join(dir, 'x.json'), '{"hello":1}');
    expect((await runMain(replay, join(dir, 'x.json'))).status).toBe(2);
  });
});

describe('npm run diagrams', SCRIPT_RUNS, () => {
  it('writes one diagram and one chart per machine and an index; the check fails once a file is stale, missing or extra', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diagrams-'));
    expect(runTs('scripts/flows/diagrams.ts', '--out', dir).status).toBe(0);
    const payment = readFileSync(join(dir, 'payment.md'), 'utf8');
    expect(payment).toContain('payment_validating --> payment_posting : after VALIDATION_DELAY');
    expect(payment).toContain('payment_validating --> payment_form_editing : after VALIDATION_DELAY [isInvalid]');
    expect(payment).toMatch(/!\[Statechart of payment\]\(payment\.svg\)\n[^]*```mermaid/);
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    expect(index).toContain('| [payment](payment.md) | [payment.svg](payment.svg) |');
    expect(index).toContain('src/screens/support/chart/StateChart.tsx');
    const written = Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
    // Laid out again in this process (another module graph, no cache shared): the same bytes.
    expect((await runMain(diagrams, '--check', '--out', dir)).status).toBe(0);

    writeFileSync(join(dir, 'payment.md'), payment.replace('[isInvalid]', '[isValid]'));
    writeFileSync(join(dir, 'payment.svg'), written['payment.svg']!.replace('#5c5c5c', '#000000'));
    rmSync(join(dir, 'bank.svg'));
    writeFileSync(join(dir, 'retired.svg'), written['bank.svg']!); // a machine since removed
    const stale = await runMain(diagrams, '--check', '--out', dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('payment.md is stale');
    expect(stale.stderr).toContain('payment.svg is stale');
    expect(stale.stderr).toContain('bank.svg is missing');
    expect(stale.stderr).toContain('retired.svg belongs to no machine');
    expect(stale.stderr).toContain("Run 'npm run diagrams'");

    expect((await runMain(diagrams, '--out', dir)).status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(Object.keys(written).sort());
    for (const [name, text] of Object.entries(written)) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
  });
});
