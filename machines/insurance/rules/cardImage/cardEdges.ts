import { clipRect, type GreyFrame, insetRect, type Rect } from './frame';
import { intersectionOverUnion } from './overlay';
import { type Band, type Side, strongestLine } from './sideLine';

/**
 * Where the card is, found from its four straight sides against any table: wood grain, blotchy
 * cloth, busy patterns, dark desks, a thumb over an edge, a slight tilt. Three ideas make it robust:
 * - Paper versus table, not any edge: the paper's level is read in the middle of the outline and the
 *   table's at the frame's border beside each side; a side is a step from something that is not
 *   paper into a few pixels of paper. Texture that does not step into paper never counts, however
 *   sharp; a table lighter than the card in places still ends in a step.
 * - Every scan line votes for each place it crosses from table into paper; a side is the outermost
 *   straight line (tilted up to MAX_TILT_DEG) that enough scan lines agree on, so a thumb, a bright
 *   blotch or a dot on some lines only costs those lines' votes, nothing curved collects many, and
 *   the baseline of large print inside the card never passes for its side.
 * - The side's position is read at the middle of the outline's side, so a tilt does not move it.
 */

/** Grey levels between paper and table for the card's sides to be told from the table at all. */
export const MIN_CARD_CONTRAST = 20;
/** Share of the contrast between paper and table a side's step must reach across 5 pixels (a soft edge too). */
const STEP_SHARE = 0.25;
/** Grey levels every step must reach (sensor noise never does on a flat table). */
const MIN_STEP = 12;
/** Grey levels a pixel may differ from the paper's level and still read as paper (shading, noise)… */
const MIN_PAPER_TOLERANCE = 12;
/** …or this share of the contrast between paper and table, when that is more. */
const PAPER_TOLERANCE_SHARE = 0.4;
/** Pixels inward from a side that must read as paper (at 320 px across: 2% of a card's width). */
const PAPER_RUN = 3;
/** Each side is searched this share of the outline's size inside and outside the outline's side. */
export const EDGE_SEARCH = 0.25;
/** The part of each side whose scan lines vote: its middle, away from rounded corners. */
const SPAN_START = 0.15;
const SPAN_END = 0.85;
/** Share of a side's scan lines that must agree on one straight line for the side to be found. */
export const MIN_VOTE_SHARE = 0.35;
/** A card is found when at least this many of its four sides are. */
const MIN_SIDES = 3;
/**
 * Each side may lie this share of the outline's size inside or outside the outline's side and still
 * count as on it: a card a person would call centred is rarely exactly the guide's size.
 */
export const SIDE_TOLERANCE = 0.04;
/** The paper's level: this percentile of the outline's middle (print is the dark minority). */
const PAPER_PERCENTILE = 0.75;
/** The table's level beside each side: the median of a strip this many pixels deep at the frame's border. */
const BORDER_DEPTH = 4;

type SideName = 'left' | 'right' | 'top' | 'bottom';

/** The card as found: its sides at the outline's middle lines (an upright rectangle) and its tilt. */
export interface FoundCard {
  rect: Rect;
  /** Mean tilt of the found sides, in degrees. */
  tiltDeg: number;
  /** Which sides were found (a missing one is placed at the far end of its search band). */
  sides: Record<SideName, Side | null>;
}

/** The `share` percentile of the grey levels in `region`. */
function percentile(grey: GreyFrame, region: Rect, share: number): number {
  const r = clipRect(grey, region);
  const counts = new Uint32Array(256);
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let i = y * grey.width + r.x, end = i + r.width; i < end; i++) counts[grey.data[i]!]!++;
  }
  const target = share * r.width * r.height;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen >= target && seen > 0) return level;
  }
  return 0;
}

/** How one side is scanned: scan lines along the side, each read from outside the band inward. */
interface Scan extends Band {
  /** Scan lines: positions along the side (rows for left/right, columns for top/bottom). */
  along: [number, number];
  /** Pixel index of (along, across). */
  index: (along: number, across: number) => number;
  /** The strip of table at the frame's border beside this side. */
  border: Rect;
  /** Where the outline's side is. */
  expected: number;
}

function scans(grey: GreyFrame, o: Rect): Record<SideName, Scan> {
  const { width, height } = grey;
  const rows: [number, number] = [Math.round(o.y + o.height * SPAN_START), Math.round(o.y + o.height * SPAN_END)];
  const cols: [number, number] = [Math.round(o.x + o.width * SPAN_START), Math.round(o.x + o.width * SPAN_END)];
  const dx = o.width * EDGE_SEARCH;
  const dy = o.height * EDGE_SEARCH;
  const clampX = (v: number) => Math.min(width - 2, Math.max(1, Math.round(v)));
  const clampY = (v: number) => Math.min(height - 2, Math.max(1, Math.round(v)));
  const byRow = (along: number, across: number) => along * width + across;
  const byCol = (along: number, across: number) => across * width + along;
  const midRow = o.y + o.height / 2;
  const midCol = o.x + o.width / 2;
  const rowSpan = rows[1] - rows[0];
  const colSpan = cols[1] - cols[0];
  /** A left or right side at column `at`, read inward (+1 from the left, −1 from the right). */
  const upright = (at: number, inward: 1 | -1, borderX: number): Scan => ({
    along: rows,
    outer: clampX(at - inward * dx),
    inner: clampX(at + inward * dx),
    inward,
    index: byRow,
    border: { x: borderX, y: rows[0], width: BORDER_DEPTH, height: rowSpan },
    expected: at,
    middle: midRow,
  });
  /** A top or bottom side at row `at`, read inward (+1 from the top, −1 from the bottom). */
  const level = (at: number, inward: 1 | -1, borderY: number): Scan => ({
    along: cols,
    outer: clampY(at - inward * dy),
    inner: clampY(at + inward * dy),
    inward,
    index: byCol,
    border: { x: cols[0], y: borderY, width: colSpan, height: BORDER_DEPTH },
    expected: at,
    middle: midCol,
  });
  return {
    left: upright(o.x, 1, 0),
    right: upright(o.x + o.width - 1, -1, width - BORDER_DEPTH),
    top: level(o.y, 1, 0),
    bottom: level(o.y + o.height - 1, -1, height - BORDER_DEPTH),
  };
}

/**
 * Every place on every scan line where the table ends and paper begins: the first of PAPER_RUN
 * pixels that read as paper (within `tolerance` of its level) after one that does not, across a
 * step of at least `minStep` over 5 pixels, up or down (a table may be lighter than the card in
 * places). Returns (along, across) pairs, across where the level passes halfway through the step,
 * to a fraction of a pixel.
 */
function crossings(grey: GreyFrame, scan: Scan, paper: number, tolerance: number, minStep: number): Float64Array {
  const { data } = grey;
  const out: number[] = [];
  const step = scan.inward;
  const last = scan.inner - step * PAPER_RUN;
  const lo = paper - tolerance;
  const hi = paper + tolerance;
  // Pixel indices: along a row for left/right (one pixel per step), down a column for top/bottom.
  const stride = scan.index(0, 1) - scan.index(0, 0);
  const d = step * stride;
  for (let a = scan.along[0]; a < scan.along[1]; a++) {
    const base = scan.index(a, 0);
    for (let c = scan.outer + 3 * step; step * (last - c) >= 0; c += step) {
      const i = base + c * stride;
      const v = data[i]!;
      if (v < lo || v > hi) continue;
      const before = data[i - d]!;
      if (before >= lo && before <= hi) continue;
      const outside = data[i - 3 * d]!;
      const inside = data[i + 2 * d]!;
      if (Math.abs(inside - outside) < minStep) continue;
      let run = true;
      for (let k = 1; k < PAPER_RUN && run; k++) run = data[i + k * d]! >= lo && data[i + k * d]! <= hi;
      if (!run) continue;
      // Where the level passes halfway from outside to inside (the first pair of pixels astride it).
      const half = (outside + inside) / 2;
      const sign = inside > outside ? 1 : -1;
      let k = -3;
      while (k < 1 && sign * (data[i + (k + 1) * d]! - half) < 0) k++;
      const from = data[i + k * d]!;
      const to = data[i + (k + 1) * d]!;
      const at = c + k * step;
      out.push(a, to === from ? at : at + (step * (half - from)) / (to - from));
    }
  }
  return Float64Array.from(out);
}

/**
 * The card near the outline (in grey-frame pixels): each side the straight line where table turns
 * to paper, searched within EDGE_SEARCH of the outline's side. A side not found is put at the far
 * end of its search band (the card may reach beyond it); with fewer than three sides found, or no
 * contrast between paper and table, there is no card: null.
 */
export function findCard(grey: GreyFrame, outline: Rect): FoundCard | null {
  const o = clipRect(grey, outline);
  if (o.width < 8 || o.height < 8) return null;
  const paper = percentile(grey, insetRect(o, 0.3), PAPER_PERCENTILE);
  const all = scans(grey, o);
  const sides = {} as Record<SideName, Side | null>;
  for (const name of ['left', 'right', 'top', 'bottom'] as const) {
    const scan = all[name];
    const table = percentile(grey, scan.border, 0.5);
    const contrast = Math.abs(paper - table);
    if (contrast < MIN_CARD_CONTRAST) {
      sides[name] = null;
      continue;
    }
    const minStep = Math.max(MIN_STEP, STEP_SHARE * contrast);
    const tolerance = Math.max(MIN_PAPER_TOLERANCE, PAPER_TOLERANCE_SHARE * contrast);
    const points = crossings(grey, scan, paper, tolerance, minStep);
    sides[name] = strongestLine(points, scan, MIN_VOTE_SHARE * (scan.along[1] - scan.along[0]));
  }
  const found = Object.values(sides).filter((side) => side !== null);
  if (found.length < MIN_SIDES) return null;
  const dx = o.width * EDGE_SEARCH;
  const dy = o.height * EDGE_SEARCH;
  const x0 = sides.left?.at ?? o.x - dx;
  const x1 = sides.right?.at ?? o.x + o.width + dx;
  const y0 = sides.top?.at ?? o.y - dy;
  const y1 = sides.bottom?.at ?? o.y + o.height + dy;
  if (x1 <= x0 || y1 <= y0) return null;
  // Left/right sides slope in x per row (clockwise turn: negative); top/bottom in y per column (positive).
  const tilts = [sides.left, sides.right].map((s) => s && -Math.atan(s.slope));
  tilts.push(...[sides.top, sides.bottom].map((s) => s && Math.atan(s.slope)));
  const known = tilts.filter((t) => t !== null);
  const tiltDeg = (known.reduce((sum, t) => sum + t, 0) / known.length) * (180 / Math.PI);
  return { rect: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, tiltDeg, sides };
}

/**
 * The card's rectangle with each side that lies within SIDE_TOLERANCE of the outline's side moved
 * onto it, and each farther side moved that much closer: only the part of a side's offset beyond
 * the tolerance counts.
 */
export function withinTolerance(card: Rect, outline: Rect): Rect {
  const pull = (at: number, target: number, tolerance: number) =>
    at > target ? Math.max(target, at - tolerance) : Math.min(target, at + tolerance);
  const tx = outline.width * SIDE_TOLERANCE;
  const ty = outline.height * SIDE_TOLERANCE;
  const x0 = pull(card.x, outline.x, tx);
  const x1 = pull(card.x + card.width, outline.x + outline.width, tx);
  const y0 = pull(card.y, outline.y, ty);
  const y1 = pull(card.y + card.height, outline.y + outline.height, ty);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/**
 * How well the card sits in the outline, 0–1: intersection over union of the outline and the card
 * (its sides at the outline's middle lines, so a slight tilt does not count), each side's offset
 * counted beyond SIDE_TOLERANCE only; 0 with no card.
 */
export function centering(grey: GreyFrame, outline: Rect): number {
  const card = findCard(grey, outline);
  const o = clipRect(grey, outline);
  return card ? intersectionOverUnion(withinTolerance(card.rect, o), o) : 0;
}
