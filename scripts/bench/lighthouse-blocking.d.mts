/** A task or request of Lantern's graph: what blockingSides reads of it. */
export interface LanternNode {
  type: string;
  childEvents?: { name: string }[];
  /** When the task ended in the run, a trace timestamp in µs. */
  endTime: number;
}
export interface LanternEstimate {
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number; duration: number }>;
}
export declare function blockingSides(
  estimate: LanternEstimate,
  firstPaintMs: number,
  interactiveMs: number,
  observedPaint: number,
): { commit: number; beforePaint: number; afterPaint: number };
export declare function blockingTimeSides(
  artifactsDir: string,
  settings: unknown,
): Promise<{
  commit: number;
  beforePaint: number;
  afterPaint: number;
  firstPaintFrom: 'the page' | 'an empty document';
}>;
