// The import graph of machines/ and src/ as TypeScript reads it (`import type` and `import()` count:
// a circle of types is still a circle for a reader), and what must hold of it: no file imports itself
// back through others, and the flows of machines/ depend on each other one way.
// tests/unit/build/imports.test.ts checks it; `node scripts/run-ts.mjs scripts/check/importGraph.ts` prints it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files of `folders` (relative to the root, '/'-separated) → the files of `folders` each imports. */
export function importGraph(folders: readonly string[] = ['machines', 'src']): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => `${folder}/${name.split(sep).join('/')}`),
  );
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, join(root, file), options, ts.sys, cache))
      .map(
        ({ resolvedModule }) => resolvedModule && relative(root, resolvedModule.resolvedFileName).split(sep).join('/'),
      )
      .filter((target): target is string => !!target && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One circle per knot of the graph (Tarjan's strongly connected components), as 'a → b → a'. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const knots: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const knot = stack.splice(stack.indexOf(node));
    if (knot.length > 1 || graph.get(node)?.includes(node)) knots.push(knot);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return knots.map((knot) => shortestLoop(graph, knot).join(' → '));
}

/** The shortest way from the knot's first file back to itself, inside the knot. */
function shortestLoop(graph: ReadonlyMap<string, readonly string[]>, knot: string[]): string[] {
  const start = knot[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!knot.includes(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== start && at; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...knot, start];
}

/** The flow a file of machines/ belongs to ('payment'), or null for the shared rules and types. */
export function flowOf(file: string): string | null {
  const match = /^machines\/([^/]+)\//.exec(file);
  return match && match[1] !== 'rules' ? match[1]! : null;
}

/** Flow → the flows its files import, from the file graph. */
export function flowGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const flows = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = flowOf(file);
    if (!from) continue;
    const to = flows.get(from) ?? new Set<string>();
    flows.set(from, to);
    for (const target of targets) {
      const flow = flowOf(target);
      if (flow && flow !== from) to.add(flow);
    }
  }
  return new Map([...flows].map(([flow, to]) => [flow, [...to].sort()]));
}

/** `node scripts/run-ts.mjs scripts/check/importGraph.ts`: the flows' dependencies and any circle (exit 1). */
export function main(): number {
  const graph = importGraph();
  for (const [flow, to] of flowGraph(graph))
    console.log(`${flow} → ${to.join(', ') || '(shared rules and types only)'}`);
  const found = [...circles(graph), ...circles(flowGraph(graph))];
  console.log(found.length ? `circles:\n  ${found.join('\n  ')}` : 'no import circles in machines/ and src/');
  return found.length ? 1 : 0;
}
