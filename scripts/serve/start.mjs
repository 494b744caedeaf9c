// npm start: the demo API server (scripts/serve/demo-api.mjs) and Vite's dev server, which proxies the API
// paths to it (vite.config.ts). One command; Ctrl-C (or either one ending) stops both.
import { spawn } from 'node:child_process';

const env = { ...process.env, DEMO_API_PORT: process.env.DEMO_API_PORT ?? '5174' };
const children = [
  spawn(process.execPath, ['scripts/serve/demo-api.mjs'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...process.argv.slice(2)], { stdio: 'inherit', env }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
