// Each machine's statechart as a standalone .svg for docs/machines/, drawn by the same code as the
// inspector's and the replay's chart: chartOf (chartGraph → layoutChart: elkjs, text sized not measured,
// so the layout is the same on every run and machine) → <StateChart standalone />, no state lit. Here and not
// in src/observability/ because it renders a screen's component (layers: observability is below screens).
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine } from 'xstate';

import { chartOf } from '@/observability/chart/cache';
import { chartFile } from '@/observability/diagramDocs';
import { StateChart } from '@/screens/support/chart/StateChart';

/** One machine's chart as the text of an .svg file; `id` prefixes its arrowheads' ids. */
export async function chartSvg(id: string, machine: AnyStateMachine): Promise<string> {
  const { layout } = await chartOf(machine); // kept per machine: a second check in one process lays out nothing
  const markup = renderToStaticMarkup(<StateChart layout={layout} idPrefix={id} standalone />);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}

/** File name → content, one .svg per machine (laid out one after another: elkjs runs on this thread). */
export async function chartSvgs(machines: Record<string, AnyStateMachine>): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const id of Object.keys(machines).sort()) files[chartFile(id)] = await chartSvg(id, machines[id]!);
  return files;
}
