/**
 * A side of the card as a straight line (cardEdges.ts finds the card from four of them): every scan
 * line's table-to-paper crossings vote for the lines through them, tilted up to MAX_TILT_DEG, and the
 * outermost line with enough votes is the side, refined by least squares over its votes.
 */

/** Largest tilt of a side searched, in degrees (a card held slightly turned; the 5° and more). */
export const MAX_TILT_DEG = 8;
/** Lines this many pixels inside the outermost one with the votes may still be the side. */
const OUTERMOST_SLACK = 3;
/** A vote counts for a line within this many pixels of it. */
const LINE_WIDTH = 1.5;

/** A found side: its position across (x for left/right, y for top/bottom) at the outline's middle, and its tilt. */
export interface Side {
  at: number;
  /** Slope of the side: change across per pixel along. */
  slope: number;
}

/** Where a side is searched, across the side: between `outer` and `inner`, stepping `inward` (+1 or −1). */
export interface Band {
  outer: number;
  inner: number;
  inward: 1 | -1;
  /** The middle of the span along the side, where the side's position is read. */
  middle: number;
}

const TILTS = (() => {
  const slopes: number[] = [];
  for (let deg = -MAX_TILT_DEG; deg <= MAX_TILT_DEG; deg++) slopes.push(Math.tan((deg * Math.PI) / 180));
  return slopes;
})();

/**
 * The card's side among the crossings: of the straight lines (tilted up to MAX_TILT_DEG) that at
 * least `minVotes` crossings lie on (within LINE_WIDTH), the outermost (print inside the card makes
 * lines too, a baseline of large type can outvote a side half hidden by a thumb), and of those
 * within OUTERMOST_SLACK of it the one most agree on; refined by least squares over its votes.
 * null when no line has the votes.
 */
export function strongestLine(points: Float64Array, scan: Band, minVotes: number): Side | null {
  const lo = Math.min(scan.outer, scan.inner) - 2;
  const bins = Math.abs(scan.inner - scan.outer) + 5;
  const votes = new Uint16Array(bins);
  const lines: { votes: number; at: number; slope: number }[] = [];
  for (const slope of TILTS) {
    votes.fill(0);
    for (let p = 0; p < points.length; p += 2) {
      const bin = Math.floor(points[p + 1]! - slope * (points[p]! - scan.middle) - lo);
      if (bin >= 0 && bin < bins) votes[bin]!++;
    }
    for (let b = 1; b < bins - 1; b++) {
      const count = votes[b - 1]! + votes[b]! + votes[b + 1]!;
      if (count >= minVotes) lines.push({ votes: count, at: lo + b + 0.5, slope });
    }
  }
  if (lines.length === 0) return null;
  // Outward is against the scan's inward step.
  const outermost = Math.max(...lines.map((line) => -scan.inward * line.at));
  let best = lines[0]!;
  for (const line of lines) {
    if (-scan.inward * line.at < outermost - OUTERMOST_SLACK) continue;
    if (-scan.inward * best.at < outermost - OUTERMOST_SLACK || line.votes > best.votes) best = line;
  }
  // Least squares over the votes near the line: across = at + slope · (along − middle).
  let n = 0;
  let sa = 0;
  let sc = 0;
  let saa = 0;
  let sac = 0;
  for (let p = 0; p < points.length; p += 2) {
    const a = points[p]! - scan.middle;
    const c = points[p + 1]!;
    if (Math.abs(c - (best.at + best.slope * a)) > LINE_WIDTH) continue;
    n++;
    sa += a;
    sc += c;
    saa += a * a;
    sac += a * c;
  }
  const det = n * saa - sa * sa;
  if (n < 2 || det === 0) return { at: best.at, slope: best.slope };
  const slope = (n * sac - sa * sc) / det;
  return { at: (sc - slope * sa) / n, slope };
}
