// `npm run serve:traces` as a child process (its script itself: npm would put a shell between the test and
// the process a SIGKILL must reach), and requests to it from the test through msw's passthrough (the unit
// tests' msw answers every other request itself).
import { type ChildProcess, spawn } from 'node:child_process';

import { http, passthrough } from 'msw';

import { server } from '@/demo/node';

export interface Service {
  url: string;
  /** Ends the process with `signal` and resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the store with `env` on a free port; resolves once it listens. */
export function startService(env: Record<string, string>): Promise<Service> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve/serve-traces.mjs'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  return new Promise((ready, fail) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /trace store on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      ready({
        url,
        kill(signal) {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => fail(new Error(`serve-traces exited (${code}) before listening:\n${output}`)));
  });
}

/** Lets this test's requests to 127.0.0.1 through to the real server. */
export function letLocalRequestsThrough(): void {
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
}
