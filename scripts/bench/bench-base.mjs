// An earlier build for the benches' `--base=<git ref>` (issue 57): the ref's own `npm ci` and
// `npm run build`, in a temporary git worktree under the system's temporary folder (removed after),
// its dist/ kept per commit in node_modules/.cache/bench-base/<commit>/dist, so a second run reuses it.
// Its dependencies come from npm's cache where it can (`--prefer-offline`). It is served by this
// tree's server (its own server script may differ), so only the bundle differs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const CACHE = resolve('node_modules/.cache/bench-base');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`bench-base: ${command} ${args.join(' ')} failed`);
  return result;
}

/** The commit `ref` names (full hash); throws when it names none. */
export function commitOf(ref) {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench-base: '${ref}' names no commit`);
  return result.stdout.trim();
}

// npm's own variables (set by `npm run`) would point the worktree's npm at this tree's package.
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** The dist/ of `ref`'s production build, built once per commit; `{ commit, dist, cached }`. */
export function baseDist(ref) {
  const commit = commitOf(ref);
  const dist = join(CACHE, commit, 'dist');
  if (existsSync(join(dist, 'index.html'))) return { commit, dist, cached: true };
  const worktree = mkdtempSync(join(tmpdir(), `bench-base-${commit.slice(0, 10)}-`));
  const started = Date.now();
  console.log(`bench-base: building ${ref} (${commit.slice(0, 10)}) in ${worktree}: npm ci, npm run build`);
  try {
    run('git', ['worktree', 'add', '--detach', '--force', worktree, commit]);
    const options = { cwd: worktree, env: cleanEnv() };
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], options);
    run('npm', ['run', 'build'], options);
    // Whole or not at all: a run stopped half way leaves no dist/ that looks built.
    const partial = `${dist}.${process.pid}`;
    mkdirSync(dirname(dist), { recursive: true });
    cpSync(join(worktree, 'dist'), partial, { recursive: true });
    renameSync(partial, dist);
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { stdio: 'ignore' });
    rmSync(worktree, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune']);
  }
  console.log(`bench-base: ${ref} built in ${Math.round((Date.now() - started) / 1000)} s, kept in ${dist}`);
  return { commit, dist, cached: false };
}
