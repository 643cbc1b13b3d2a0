/** The figures the chart draws (ms for the widget, req/s for the server). */
export interface ChartFigures {
  rowMs: number;
  pressMs: number;
  floorMs: number;
  /** Null when the run had no BENCH_PRETIX. */
  pretixRowMs: number | null;
  floorRps: number;
  eventRps: number;
  markupRps: number;
  ordersRps: number;
  ordersP99Ms: number;
}
/** The parts of benchWidget()'s and benchServer()'s results the chart reads. */
export interface BenchResults {
  widget: { paintedMs: number; interactiveMs: number; floorPaintedMs: number; pretix?: Array<{ painted: number }> };
  server: {
    floor: { rps: number };
    event: { rps: number };
    markup: { rps: number };
    orders: { rps: number; p99: number };
  };
}
export const CHART_PATH: string;
export const GOALS: { ordersRps: number; readsOfFloor: number; pretixOverRow: number };
export function chartFigures(results: BenchResults): ChartFigures;
export function renderBenchChart(figures: ChartFigures, options: { source: string }): string;
export function benchChart(results: BenchResults, options: { source: string }): string;
export function writeBenchChart(results: BenchResults, options: { source: string; path?: string }): string;
