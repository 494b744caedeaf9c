import { type PointerEvent, Suspense, use, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';

import { chartOf } from '@/observability/chart/cache';
import { litStates, takenEdges } from '@/observability/chart/graph';
import type { ChartLayout } from '@/observability/chart/layout';

import { chartCopy } from '../copy';
import { StateChart } from './StateChart';

const t = chartCopy;
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.1;
const MAX_SCALE = 4;

export interface ChartViewerProps {
  machine: AnyStateMachine;
  /** The state value to light. */
  value: unknown;
  /** The state before the last event, and that event: its arrows are marked. */
  previous?: unknown;
  eventType?: string;
  /** Unique in the page (marker ids). */
  idPrefix: string;
}

/**
 * A machine's statechart with the given state lit, in a viewport that fits it on open and zooms and
 * pans (buttons; arrow keys or dragging scroll the focused viewport). The layout is computed once per
 * machine (../../observability/chart/cache.ts); a new state only lights other boxes.
 */
export default function ChartViewer(props: ChartViewerProps) {
  return (
    <Suspense fallback={<p role="status">{t.layingOut}</p>}>
      <LaidOutChart {...props} />
    </Suspense>
  );
}

function LaidOutChart({ machine, value, previous, eventType, idPrefix }: ChartViewerProps) {
  const { graph, layout } = use(chartOf(machine));
  const lit = useMemo(() => litStates(graph, value), [graph, value]);
  const taken = useMemo(
    () =>
      previous === undefined || eventType === undefined
        ? new Set<string>()
        : takenEdges(graph, litStates(graph, previous), eventType, lit),
    [graph, previous, eventType, lit],
  );
  return <ZoomPan layout={layout} lit={lit} taken={taken} idPrefix={idPrefix} />;
}

/** Fits the whole chart into the viewport, never enlarging it. */
function fitScale(layout: ChartLayout, viewport: HTMLElement | null): number {
  const width = viewport?.clientWidth ?? 0;
  const height = viewport?.clientHeight ?? 0;
  if (width === 0 || height === 0) return 1; // not laid out (a test's DOM): natural size
  return Math.max(MIN_SCALE, Math.min(1, (width - 4) / layout.width, (height - 4) / layout.height));
}

function ZoomPan({
  layout,
  lit,
  taken,
  idPrefix,
}: {
  layout: ChartLayout;
  lit: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  idPrefix: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  // Zoom and the drag in progress are the viewer's own presentation, not flow state.
  const [scale, setScale] = useState<number | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    if (scale === null) setScale(fitScale(layout, viewport.current));
  }, [scale, layout]);
  const shown = scale ?? 1;
  // Zoomed in, the view follows the live state: the innermost lit box scrolls into view when it is out.
  useLayoutEffect(() => {
    const el = viewport.current;
    const boxes = el?.querySelectorAll('[data-state][aria-current="true"]');
    const box = boxes?.[boxes.length - 1];
    if (!el || !box) return;
    const view = el.getBoundingClientRect();
    const at = box.getBoundingClientRect();
    if (at.left < view.left || at.right > view.right)
      el.scrollLeft += (at.left + at.right - view.left - view.right) / 2;
    if (at.top < view.top || at.bottom > view.bottom) el.scrollTop += (at.top + at.bottom - view.top - view.bottom) / 2;
  }, [lit, shown]);
  const zoom = (factor: number) => setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, shown * factor)));

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const el = viewport.current;
    if (!el || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop };
    el.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const el = viewport.current;
    if (!el || !drag.current) return;
    el.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    el.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };

  return (
    <div className="chart-viewer">
      <div className="chart-toolbar">
        <button type="button" className="button secondary" onClick={() => zoom(1 / ZOOM_STEP)}>
          {t.zoomOut}
        </button>
        <button type="button" className="button secondary" onClick={() => zoom(ZOOM_STEP)}>
          {t.zoomIn}
        </button>
        <button type="button" className="button secondary" onClick={() => setScale(fitScale(layout, viewport.current))}>
          {t.fit}
        </button>
        {/* A status, not an <output>: an <output> is a form control and would need a label of its own. */}
        <span role="status">{t.zoom(Math.round(shown * 100))}</span>
      </div>
      <p className="muted chart-legend">{t.legend}</p>
      <div
        ref={viewport}
        className="chart-viewport"
        role="region"
        aria-label={t.chartOf(layout.machine)}
        tabIndex={0}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <StateChart layout={layout} lit={lit} taken={taken} idPrefix={idPrefix} scale={shown} />
      </div>
    </div>
  );
}
