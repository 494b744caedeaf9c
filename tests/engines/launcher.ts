import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import type { EngineDriver } from './driver';

/** An engine for one test file: started once, a fresh visitor (driver) per test, stopped at the end. */
export interface EngineLauncher {
  start(): Promise<void>;
  newDriver(): Promise<EngineDriver>;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on now (the kernel's pick), for a driver spawned here. */
export function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Stops a process spawned here and waits until it has gone. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
