import { clipRect, type GreyFrame, type Rect } from './frame';
import { intersectionOverUnion } from './overlay';

/** Grey levels between the two neighbours across a line for a pixel to lie on an edge. */
export const EDGE_CONTRAST = 16;
/** Share of a side's span that must be edge for a straight card side (text never is this long). */
export const EDGE_COVERAGE = 0.6;
/** Each side is searched this share of the outline's size inside and outside the outline's edge. */
export const EDGE_SEARCH = 0.25;
/** The part of each side that is read: its middle, away from rounded corners. */
const SPAN_START = 0.15;
const SPAN_END = 0.85;
/** A card is found when at least this many of its four sides are. */
const MIN_SIDES = 3;

type Axis = 'vertical' | 'horizontal';

/** Share of a line (column x or row y) whose two neighbours across it differ by EDGE_CONTRAST or more. */
function coverage(grey: GreyFrame, axis: Axis, at: number, from: number, to: number): number {
  const { data, width } = grey;
  let hits = 0;
  if (axis === 'vertical') {
    for (let y = from; y < to; y++) {
      const i = y * width + at;
      if (Math.abs(data[i + 1]! - data[i - 1]!) >= EDGE_CONTRAST) hits++;
    }
  } else {
    for (let x = from; x < to; x++) {
      const i = at * width + x;
      if (Math.abs(data[i + width]! - data[i - width]!) >= EDGE_CONTRAST) hits++;
    }
  }
  return to > from ? hits / (to - from) : 0;
}

/** The line near `expected` most covered by edge, or null when none reaches EDGE_COVERAGE. */
function findSide(grey: GreyFrame, axis: Axis, expected: number, reach: number, span: [number, number]) {
  const limit = (axis === 'vertical' ? grey.width : grey.height) - 2;
  const from = Math.max(1, Math.round(expected - reach));
  const to = Math.min(limit, Math.round(expected + reach));
  let best: number | null = null;
  let bestCoverage = 0;
  for (let at = from; at <= to; at++) {
    const c = coverage(grey, axis, at, span[0], span[1]);
    if (c < EDGE_COVERAGE) continue;
    // Ties go to the line nearest the outline.
    const closer = best === null || Math.abs(at - expected) < Math.abs(best - expected);
    if (c > bestCoverage || (c === bestCoverage && closer)) {
      best = at;
      bestCoverage = c;
    }
  }
  return best;
}

/**
 * The card's rectangle from its four straight sides, each searched near the matching side of the
 * outline (in grey-frame pixels). A side not found is put at the far end of its search band (the
 * card may reach beyond it); with fewer than three sides found there is no card: null.
 */
export function findCard(grey: GreyFrame, outline: Rect): Rect | null {
  const o = clipRect(grey, outline);
  const rows: [number, number] = [Math.round(o.y + o.height * SPAN_START), Math.round(o.y + o.height * SPAN_END)];
  const cols: [number, number] = [Math.round(o.x + o.width * SPAN_START), Math.round(o.x + o.width * SPAN_END)];
  const dx = o.width * EDGE_SEARCH;
  const dy = o.height * EDGE_SEARCH;
  const left = findSide(grey, 'vertical', o.x, dx, rows);
  const right = findSide(grey, 'vertical', o.x + o.width - 1, dx, rows);
  const top = findSide(grey, 'horizontal', o.y, dy, cols);
  const bottom = findSide(grey, 'horizontal', o.y + o.height - 1, dy, cols);
  const found = [left, right, top, bottom].filter((side) => side !== null).length;
  if (found < MIN_SIDES) return null;
  const x0 = left ?? o.x - dx;
  const x1 = (right ?? o.x + o.width - 1 + dx) + 1;
  const y0 = top ?? o.y - dy;
  const y1 = (bottom ?? o.y + o.height - 1 + dy) + 1;
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** How well the card fills the outline: intersection over union of the two, 0 with no card. */
export function centering(grey: GreyFrame, outline: Rect): number {
  const card = findCard(grey, outline);
  return card ? intersectionOverUnion(card, clipRect(grey, outline)) : 0;
}
