// The intake's full rate for `npm run bench:traces`, driven by Debian's wrk (C and LuaJIT). The
// comparison is with pgbench, a C client: a load generator in Node (autocannon) spent a core's share
// of its own on the same two cores (regex and HTTP work per 45 KB batch), which the store was charged
// for. Each request is a recorded batch under a fresh support code, made in Lua from the body's two
// halves around its code.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { SUPPORT_CODE_ALPHABET } from '@/observability/supportCode';

const run = promisify(execFile);
const CODE = /"supportCode":"[^"]*"/;

/** `body` split around its support code's value: [before, after]. */
export function aroundCode(body: string): [string, string] {
  const found = CODE.exec(body);
  if (!found) throw new Error('a recorded batch without a supportCode');
  const start = found.index + '"supportCode":"'.length;
  return [body.slice(0, start), body.slice(found.index + found[0].length - 1)];
}

/** wrk's script: the halves read from files once per thread, a random code per request, a summary line. */
export function wrkScript(files: string[]): string {
  return `
local files = { ${files.map((file) => JSON.stringify(file)).join(', ')} }
local alphabet = "${SUPPORT_CODE_ALPHABET}"
local before, after, turn = {}, {}, 0
local headers = { ["Content-Type"] = "text/plain;charset=UTF-8" }
local function read(path) local f = assert(io.open(path, "rb")); local text = f:read("*a"); f:close(); return text end
init = function()
  math.randomseed(os.time() + tonumber(tostring({}):sub(8), 16))
  for i = 1, #files, 2 do
    before[#before + 1] = read(files[i])
    after[#after + 1] = read(files[i + 1])
  end
end
local function letter()
  local at = math.random(#alphabet)
  return alphabet:sub(at, at)
end
local function code()
  return letter() .. letter() .. letter() .. letter() .. "-" .. letter() .. letter() .. letter() .. letter()
end
request = function()
  turn = turn % #before + 1
  return wrk.format("POST", nil, headers, before[turn] .. code() .. after[turn])
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format("WRK %d %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    e.status, e.connect, e.read, e.write, e.timeout, latency:percentile(50), latency:percentile(95)))
end
`;
}

export interface WrkRun {
  /** Answers below 400 per second. */
  rate: number;
  /** Answers of 400 or more, and connections that failed or timed out. */
  failed: number;
  p50: number;
  p95: number;
}

/** POSTs the bodies in turn, each under a fresh code, to `url` for `seconds` with `connections`, as fast as answered. */
export async function wrkIntake(
  url: string,
  bodies: string[],
  { connections, seconds, threads = 2 }: { connections: number; seconds: number; threads?: number },
): Promise<WrkRun> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-traces-wrk-'));
  try {
    const files = bodies.flatMap((body, i) =>
      aroundCode(body).map((half, side) => {
        const file = join(folder, `batch-${i}-${side}.json`);
        writeFileSync(file, half);
        return file;
      }),
    );
    const script = join(folder, 'intake.lua');
    writeFileSync(script, wrkScript(files));
    const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s'];
    const { stdout } = await run('wrk', [...args, '-s', script, url], { maxBuffer: 4 * 1024 * 1024 });
    const line = /^WRK (.+)$/m.exec(stdout);
    if (!line) throw new Error(`wrk said:\n${stdout}`);
    const [requests, durationUs, status, connect, read, write, timeout, p50, p95] = line[1]!.split(' ').map(Number);
    return {
      rate: (requests! - status!) / (durationUs! / 1e6),
      failed: status! + connect! + read! + write! + timeout!,
      p50: p50! / 1000,
      p95: p95! / 1000,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
