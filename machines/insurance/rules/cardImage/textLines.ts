import { clipRect, type GreyFrame, type Rect } from './frame';

/**
 * A row of print averages at least this many grey levels of horizontal change per pixel (print in
 * focus under good light reads 50–90; blurred past reading or in near darkness it drops below).
 */
export const MIN_TEXT_CONTRAST = 12;
/** Rows of print stand out from the gaps between lines by at least this ratio. */
const LINE_TO_GAP = 2;
/** A line is at least this many grey rows tall and at most this share of the region. */
const MIN_LINE_ROWS = 2;
const MAX_LINE_SHARE = 0.25;

/** The horizontal projection profile: mean |I(x+1) − I(x−1)| of each row of the region. */
export function rowProfile(grey: GreyFrame, region: Rect): Float64Array {
  const r = clipRect(grey, region);
  const x0 = Math.max(1, r.x);
  const x1 = Math.min(grey.width - 1, r.x + r.width);
  const profile = new Float64Array(r.height);
  if (x1 <= x0) return profile;
  const { data, width } = grey;
  for (let row = 0; row < r.height; row++) {
    let sum = 0;
    for (let i = (r.y + row) * width + x0, end = i - x0 + x1; i < end; i++)
      sum += Math.abs(data[i + 1]! - data[i - 1]!);
    profile[row] = sum / (x1 - x0);
  }
  return profile;
}

/**
 * Lines of print in `region`: runs of rows whose profile (smoothed over 3 rows) rises a quarter of
 * the way from the quiet rows (20th percentile) to the busiest (95th), when the busiest rows
 * carry print-like contrast and stand out from the quiet ones. A blank card, an empty scene or a
 * blurred card gives 0.
 */
export function countTextLines(grey: GreyFrame, region: Rect): number {
  const raw = rowProfile(grey, region);
  const n = raw.length;
  if (n < 3) return 0;
  const profile = raw.map((_, i) => (raw[Math.max(0, i - 1)]! + raw[i]! + raw[Math.min(n - 1, i + 1)]!) / 3);
  const sorted = Float64Array.from(profile).sort();
  const quiet = sorted[Math.floor(n * 0.2)]!;
  const busy = sorted[Math.floor(n * 0.95)]!;
  if (busy < MIN_TEXT_CONTRAST || busy < LINE_TO_GAP * quiet) return 0;
  // A quarter of the way up: large, widely spaced print (a plan's name) stays one line.
  const level = quiet + (busy - quiet) / 4;
  const maxRows = Math.max(MIN_LINE_ROWS, Math.floor(n * MAX_LINE_SHARE));
  let lines = 0;
  let run = 0;
  for (let i = 0; i <= n; i++) {
    if (i < n && profile[i]! > level) run++;
    else {
      if (run >= MIN_LINE_ROWS && run <= maxRows) lines++;
      run = 0;
    }
  }
  return lines;
}
