// A piece of code bundled alone with the same Vite production build and minifier as the app: what a
// package costs by itself (scripts/bench/size.mjs) or a reference page's code (first-screen-react-floor.mjs).
import { build } from 'vite';

/** `source` (an ES module's text, importing from node_modules) bundled and minified: its chunks' code. */
export async function buildAlone(name, source) {
  const entry = `virtual:${name}`;
  const output = await build({
    configFile: false,
    root: process.cwd(),
    mode: 'production',
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: `${name}-entry`,
        resolveId: (id) => (id === entry ? `\0${entry}` : undefined),
        load: (id) => (id === `\0${entry}` ? source : undefined),
      },
    ],
    build: { write: false, minify: true, modulePreload: false, rolldownOptions: { input: entry } },
  });
  return (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((o) => o.type === 'chunk')
    .map((c) => c.code);
}
