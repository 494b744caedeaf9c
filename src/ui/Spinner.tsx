/**
 * The loading spinner, drawn in SVG: a ring with its top quarter in the accent colour. The HTML's
 * first paint (src/ui/firstPaint.ts) carries the same markup before any script runs: an SVG is
 * content the browser paints at once, and it needs no words, so it is the same in every language.
 */
export function Spinner() {
  return (
    <svg className="spinner" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle className="spinner-track" cx="10" cy="10" r="8.5" />
      <path className="spinner-arc" d="M3.99 3.99a8.5 8.5 0 0 1 12.02 0" />
    </svg>
  );
}
