// A real PostgreSQL server for a test file: Debian's binaries (scripts/setup/ensure-postgres.sh installs
// them), a new cluster in a temporary folder, on a free loopback port, stopped and removed afterwards. As
// root the commands run as the `postgres` user (initdb refuses root). Nothing outside the folder is used:
// the socket goes in the folder too.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** The same database through its Unix socket (in the temporary folder): no TCP between processes of one machine. */
  socketUrl: string;
  /** Starts it again on the same folder and port (after `stop` or `crash`). */
  start(): Promise<void>;
  /** A fast shutdown: the server goes away cleanly. */
  stop(): Promise<void>;
  /** An immediate shutdown: no checkpoint, nothing flushed; the next start recovers from the WAL. */
  crash(): Promise<void>;
  /** Stops it if running and deletes the folder. */
  remove(): Promise<void>;
}

/** The newest installed server's bin folder, or an error saying how to install one. */
export function postgresBin(): string {
  const versions = existsSync(ROOT)
    ? readdirSync(ROOT)
        .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')) && existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error("PostgreSQL's server is not installed: run `bash scripts/setup/ensure-postgres.sh` first.");
  return join(ROOT, versions[0]!, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  /** [file, args] to run `command` of `bin` as the postgres user when we are root. */
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const folder = mkdtempSync(join(tmpdir(), 'trace-store-postgres-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  const pgCtl = (args: string[]) => run(...as('pg_ctl', ['-D', data, '-w', ...args]));
  let running = false;

  // A crash of the test process must not leave a server behind.
  const onExit = () => {
    if (running) execFileSync(...as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
  };
  process.once('exit', onExit);

  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(folder)}`,
    async start() {
      const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=40`;
      await pgCtl(['-l', join(folder, 'server.log'), '-o', options, 'start']);
      running = true;
    },
    async stop() {
      await pgCtl(['-m', 'fast', 'stop']);
      running = false;
    },
    async crash() {
      await pgCtl(['-m', 'immediate', 'stop']);
      running = false;
    },
    async remove() {
      if (running) await server.stop();
      process.removeListener('exit', onExit);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await run(...as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']));
    await server.start();
  } catch (error) {
    await server.remove();
    throw error;
  }
  return server;
}
