// `npm run diagrams`: writes docs/machines/ (per machine its drawn statechart, `<id>.svg`, and a
// Markdown page with that chart and its Mermaid state diagram; and an index).
// `npm run diagrams:check` (part of `npm test`): fails when a file there is not what the machines
// generate, or is missing, or belongs to no machine. `--out DIR` writes or checks another folder (the
// unit test uses it).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { diagramDocs, isDiagramFile, staleDiagrams } from '@/observability/diagramDocs';

import { chartSvgs } from './chartSvg';
import { machines, machineSources } from './machines';

export async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const outAt = args.indexOf('--out');
  const dir = outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : 'docs/machines';
  const expected = { ...diagramDocs(machines, machineSources()), ...(await chartSvgs(machines)) };
  let present: string[];
  try {
    present = readdirSync(dir).filter(isDiagramFile);
  } catch {
    present = []; // no folder yet
  }
  if (check) {
    const actual = Object.fromEntries(
      [...new Set([...Object.keys(expected), ...present])].map((name) => {
        try {
          return [name, readFileSync(join(dir, name), 'utf8')];
        } catch {
          return [name, null];
        }
      }),
    );
    const problems = staleDiagrams(expected, actual);
    if (problems.length > 0) {
      console.error(`diagrams:check: ${dir}/ does not match the machines:\n  ${problems.join('\n  ')}`);
      console.error("Run 'npm run diagrams' and commit the result.");
      return 1;
    }
    console.log(`diagrams:check: OK, ${Object.keys(machines).length} machine diagrams and charts are current.`);
    return 0;
  }
  mkdirSync(dir, { recursive: true });
  for (const name of present) if (!(name in expected)) rmSync(join(dir, name));
  for (const [name, text] of Object.entries(expected)) writeFileSync(join(dir, name), text);
  console.log(`diagrams: wrote ${Object.keys(expected).length} files to ${dir}/`);
  return 0;
}
