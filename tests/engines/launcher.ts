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

/** What the launcher needs of a browser context (Playwright's and Puppeteer's alike). */
interface VisitorContext<P> {
  newPage(): Promise<P>;
  close(): Promise<void>;
}

/**
 * The launcher of an engine whose library starts one browser and opens a browser context per visitor
 * (its own cookies, so the demo API starts it from its seed): Chromium (playwright-core) and Firefox
 * (puppeteer-core, connected to the lane's Firefox). `driver` wraps the visitor's page; its close() closes the context.
 */
export function browserContextLauncher<B extends { close(): Promise<void> }, P>(
  name: string,
  engine: {
    launch(): Promise<B>;
    /** Lets go of the browser at the file's end: closes it unless the lane shares it. */
    release?(browser: B): Promise<void>;
    newContext(browser: B): Promise<VisitorContext<P>>;
    driver(page: P, closeContext: () => Promise<void>): EngineDriver;
  },
): EngineLauncher {
  let browser: B | undefined;
  return {
    async start() {
      browser = await engine.launch();
    },
    async newDriver() {
      if (!browser) throw new Error(`${name}: start() first`);
      const context = await engine.newContext(browser);
      const page = await context.newPage();
      return engine.driver(page, () => context.close());
    },
    async stop() {
      if (browser) await (engine.release ? engine.release(browser) : browser.close());
    },
  };
}
