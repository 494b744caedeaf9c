/**
 * Lays a chart graph out with elkjs (the Eclipse Layout Kernel's layered algorithm, as Stately's
 * visualizer does): states as nested boxes, parallel regions side by side, each compound state's
 * initial child marked by an arrow from a dot. Text is sized, not measured (monospace, room for WCAG
 * text spacing), so the same layout comes out in Node (the diagrams) and in every browser. Coordinates
 * are absolute. Done once per machine: lighting a step never lays out again.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

import type { ChartGraph, ChartState } from './graph';

export const FONT_SIZE = 12;
/** Monospace advance (0.6 em) plus WCAG 1.4.12's letter spacing (0.12 em), so spaced text still fits. */
const CHAR_WIDTH = FONT_SIZE * 0.72;
/** Word spacing of 0.16 em on top, per space. */
const SPACE_EXTRA = FONT_SIZE * 0.16;
/** Line height of 1.5 (WCAG 1.4.12) and a little. */
export const LINE_HEIGHT = Math.ceil(FONT_SIZE * 1.6);
const PAD = 8;
const INITIAL_DOT = 10;

export const textWidth = (text: string) =>
  Math.ceil(text.length * CHAR_WIDTH + (text.split(' ').length - 1) * SPACE_EXTRA);

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidState extends Box {
  id: string;
  key: string;
  type: ChartState['type'];
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
  invokes: string[];
  depth: number;
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  label: string;
  points: Point[];
  labelBox: Box | null;
}

export interface ChartLayout {
  machine: string;
  width: number;
  height: number;
  /** Outer boxes first, so inner ones draw on top. */
  states: LaidState[];
  edges: LaidEdge[];
  /** The dots that mark initial states, and their arrows. */
  initials: { id: string; dot: Box; points: Point[] }[];
}

/** The lines written in a state's box: its name, then one per invoked actor. */
export const invokeLine = (id: string) => `invokes ${id}`;

function headerHeight(state: ChartState): number {
  return LINE_HEIGHT * (1 + state.invokes.length) + PAD;
}

function minWidth(state: ChartState): number {
  return Math.max(...[state.key, ...state.invokes.map(invokeLine)].map(textWidth)) + 2 * PAD;
}

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};

/** Room along a box's side for each arrow that meets it, so their heads stay apart. */
const ARROW_GAP = 8;

/** The most arrows that meet a state on one side: in or out. */
function arrowsAt(graph: ChartGraph, id: string): number {
  const into = graph.edges.filter((edge) => edge.target === id).length;
  const out = graph.edges.filter((edge) => edge.source === id).length;
  return Math.max(into + (graph.states.some((s) => s.initial === id) ? 1 : 0), out);
}

function elkNode(graph: ChartGraph, state: ChartState, byId: Map<string, ChartState>): ElkNode {
  const children = state.children.map((id) => elkNode(graph, byId.get(id)!, byId));
  if (state.initial) children.unshift({ id: `${state.id}#initial`, width: INITIAL_DOT, height: INITIAL_DOT });
  const top = Math.max(headerHeight(state), children.length ? 0 : ARROW_GAP * (arrowsAt(graph, state.id) + 1));
  return {
    id: state.id,
    width: minWidth(state),
    height: top,
    children,
    layoutOptions: {
      'elk.padding': `[top=${children.length ? top : PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${minWidth(state)}, ${top})`,
    },
  };
}

function edgesOf(graph: ChartGraph): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.label, width: textWidth(edge.label), height: LINE_HEIGHT }],
  }));
  for (const state of graph.states) {
    if (state.initial)
      edges.push({ id: `${state.id}#initial→`, sources: [`${state.id}#initial`], targets: [state.initial] });
  }
  return edges;
}

const flat = (node: ElkNode): ElkNode[] => [node, ...(node.children ?? []).flatMap(flat)];

const pointsOf = (edge: ElkExtendedEdge): Point[] =>
  (edge.sections ?? [])
    .flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint])
    .map(({ x, y }) => ({ x, y }));

let elk: InstanceType<typeof ELK> | null = null;

export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  elk ??= new ELK();
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  const rootState = byId.get(graph.root)!;
  // The root is the drawing itself: its children are the machine's top-level states.
  const top = elkNode(graph, rootState, byId);
  const root: ElkNode = {
    id: '#chart',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.padding': `[top=${PAD},left=${PAD},bottom=${PAD},right=${PAD}]` },
    children: [top],
    edges: edgesOf(graph),
  };
  const laid = await elk.layout(root);
  const depthOf = (id: string): number => (byId.get(id)?.parent ? depthOf(byId.get(id)!.parent!) + 1 : 0);
  const nodes = flat(laid).filter((node) => byId.has(node.id));
  const boxOf = (node: ElkNode): Box => ({
    x: node.x ?? 0,
    y: node.y ?? 0,
    width: node.width ?? 0,
    height: node.height ?? 0,
  });
  const dots = flat(laid).filter((node) => node.id.endsWith('#initial'));
  const allEdges = laid.edges ?? [];
  return {
    machine: graph.machine,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    states: nodes.map((node) => {
      const state = byId.get(node.id)!;
      const parent = state.parent ? byId.get(state.parent) : undefined;
      return {
        ...boxOf(node),
        id: state.id,
        key: state.key,
        type: state.type,
        region: parent?.type === 'parallel',
        invokes: state.invokes,
        depth: depthOf(state.id),
      };
    }),
    edges: graph.edges.map((edge) => {
      const out = allEdges.find((e) => e.id === edge.id)!;
      const label = out.labels?.[0];
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        label: edge.label,
        points: pointsOf(out),
        labelBox: label ? boxOf(label as ElkNode) : null,
      };
    }),
    initials: dots.map((dot) => ({
      id: dot.id,
      dot: boxOf(dot),
      points: pointsOf(allEdges.find((e) => e.id === `${dot.id}→`)!),
    })),
  };
}
