/** A task or request of Lantern's graph: what blockingSides reads of it. */
export interface LanternNode {
  type: string;
  childEvents?: { name: string }[];
}
export interface LanternEstimate {
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number; duration: number }>;
}
export declare function blockingSides(
  estimate: LanternEstimate,
  firstPaintMs: number,
  interactiveMs: number,
): { commit: number; page: number };
export declare function blockingTimeSides(
  artifactsDir: string,
  settings: unknown,
): Promise<{ total: number; commit: number; page: number; firstPaintFrom: 'the page' | 'an empty document' }>;
