/** The benches' command-line options (bench-options.mjs): a misspelt one throws. */
export interface BenchOptions {
  flag(name: string): boolean;
  value(name: string, fallback?: string): string | undefined;
  list(name: string, fallback: string[]): string[];
  numbers(name: string, fallback: string[]): number[];
  count(name: string, fallback: number): number;
}
export declare function benchOptions(known: Record<string, 'flag' | 'value'>, argv?: string[]): BenchOptions;
