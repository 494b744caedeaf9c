// The empty database every in-memory demo store starts from (trace-store/embedded.ts): a dump of PGlite's
// data folder, made once per checkout. Creating a database costs some 6 CPU-s, loading the dump under 1;
// npm test makes it before the browser tests start their servers (`node scripts/run-ts.mjs
// trace-store/template.ts`), so they do not each make their own.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { emptyPgliteDump } from './db';

const TEMPLATE = join('node_modules', '.cache', 'trace-store', 'empty-database.tar');

/** The empty database's dump, made (and kept) when missing; a process that loses the race keeps its own. */
export async function emptyDatabase(): Promise<Blob> {
  try {
    return new Blob([await readFile(TEMPLATE)]);
  } catch {
    const dump = await emptyPgliteDump();
    await mkdir(join(TEMPLATE, '..'), { recursive: true });
    const partial = `${TEMPLATE}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, TEMPLATE);
    return dump;
  }
}

export async function main(): Promise<number> {
  await emptyDatabase();
  return 0;
}
