/** What one benchmark reports to tests/bench/run.ts. */
export interface BenchResult {
  name: string;
  /** Printed as they are, one per line. */
  lines: string[];
  /** False when a stated goal was missed (the run still completes). */
  goalMet: boolean;
  /** The figures behind the lines, for `npm run bench -- --json`. */
  data?: unknown;
}
