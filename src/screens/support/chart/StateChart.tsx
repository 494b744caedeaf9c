import { memo } from 'react';

import {
  type ChartLayout,
  FONT_SIZE,
  invokeLine,
  type LaidEdge,
  type LaidState,
  LINE_HEIGHT,
  type Point,
} from '@/observability/chart/layout';

import { chartCopy } from '../copy';

const t = chartCopy;

/**
 * Colours as SVG presentation attributes, not CSS: the same markup is a standalone file in
 * docs/machines/. A lit state differs by its border's weight too, not by colour alone.
 */
const INK = '#1f1f1f';
const LINE = '#5c5c5c';
const LIT_FILL = '#fff1bf';
const LIT_LINE = '#8a4600';
const FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";

const path = (points: Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');

interface StateChartProps {
  layout: ChartLayout;
  /** Ids of the states to light (graph.ts litStates). */
  lit?: ReadonlySet<string>;
  /** Ids of the arrows just taken (graph.ts takenEdges). */
  taken?: ReadonlySet<string>;
  /** Unique in the page: the arrowheads' marker ids. */
  idPrefix: string;
  /** Drawn size over natural size (zoom); 1 for a file. */
  scale?: number;
  /** For a standalone .svg file. */
  standalone?: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A laid-out statechart as SVG: states as nested boxes (regions of a parallel state dashed, final
 * states double-bordered, invoked actors named under the state's name), transitions as labelled
 * arrows, initial states marked by an arrow from a dot. Lit states carry `aria-current="true"`, the
 * arrows just taken `data-taken`; only the parts whose lighting changed render again.
 */
export function StateChart({ layout, lit = NONE, taken = NONE, idPrefix, scale = 1, standalone }: StateChartProps) {
  const marker = `${idPrefix}-arrow`;
  const markerTaken = `${idPrefix}-arrow-taken`;
  return (
    <svg
      xmlns={standalone ? 'http://www.w3.org/2000/svg' : undefined}
      className="state-chart"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={Math.round(layout.width * scale)}
      height={Math.round(layout.height * scale)}
      role="group"
      aria-label={t.chartOf(layout.machine)}
      fontFamily={FONT}
      fontSize={FONT_SIZE}
    >
      <defs>
        <Arrowhead id={marker} color={LINE} />
        <Arrowhead id={markerTaken} color={LIT_LINE} />
      </defs>
      <rect width={layout.width} height={layout.height} fill="#ffffff" />
      {layout.states.map((state) => (
        <StateBox key={state.id} state={state} lit={lit.has(state.id)} />
      ))}
      {layout.initials.map((initial) => (
        <g key={initial.id} aria-hidden="true">
          <circle
            cx={initial.dot.x + initial.dot.width / 2}
            cy={initial.dot.y + initial.dot.height / 2}
            r={initial.dot.width / 2}
            fill={INK}
          />
          <path d={path(initial.points)} fill="none" stroke={INK} markerEnd={`url(#${marker})`} />
        </g>
      ))}
      {layout.edges.map((edge) => (
        <Arrow
          key={edge.id}
          edge={edge}
          taken={taken.has(edge.id)}
          marker={taken.has(edge.id) ? markerTaken : marker}
        />
      ))}
    </svg>
  );
}

function Arrowhead({ id, color }: { id: string; color: string }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
      <path d="M0 0 L10 5 L0 10 z" fill={color} />
    </marker>
  );
}

const StateBox = memo(function StateBox({ state, lit }: { state: LaidState; lit: boolean }) {
  const lines = [state.key, ...state.invokes.map(invokeLine)];
  return (
    <g data-state={state.id} role="group" aria-label={state.key} aria-current={lit ? 'true' : undefined}>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={state.region ? 0 : 6}
        fill={lit ? LIT_FILL : '#ffffff'}
        fillOpacity={state.depth === 0 ? 0 : 1}
        stroke={lit ? LIT_LINE : LINE}
        strokeWidth={lit ? 3 : 1}
        strokeDasharray={state.region ? '6 4' : undefined}
      />
      {state.type === 'final' ? (
        <rect
          x={state.x + 3}
          y={state.y + 3}
          width={state.width - 6}
          height={state.height - 6}
          rx={4}
          fill="none"
          stroke={lit ? LIT_LINE : LINE}
        />
      ) : null}
      {lines.map((line, index) => (
        <text
          key={line}
          x={state.x + 8}
          y={state.y + 4 + LINE_HEIGHT * (index + 0.75)}
          fill={INK}
          fontWeight={index === 0 ? 'bold' : undefined}
          fontStyle={index === 0 ? undefined : 'italic'}
        >
          {line}
        </text>
      ))}
    </g>
  );
});

const Arrow = memo(function Arrow({ edge, taken, marker }: { edge: LaidEdge; taken: boolean; marker: string }) {
  return (
    <g data-edge={edge.id} data-taken={taken ? 'true' : undefined} aria-hidden="true">
      <path
        d={path(edge.points)}
        fill="none"
        stroke={taken ? LIT_LINE : LINE}
        strokeWidth={taken ? 2.5 : 1}
        markerEnd={`url(#${marker})`}
      />
      {edge.labelBox ? (
        <text
          x={edge.labelBox.x}
          y={edge.labelBox.y + LINE_HEIGHT * 0.75}
          fill={INK}
          fontWeight={taken ? 'bold' : undefined}
        >
          {edge.label}
        </text>
      ) : null}
    </g>
  );
});
