// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchChart, chartFigures, renderBenchChart, writeBenchChart, type BenchResults } from "./bench-chart.mjs";

const loads = (...painted: number[]) => painted.map((p) => ({ painted: p }));
/** A bench result as benchWidget() and benchServer() return it (only the fields the chart reads, plus noise). */
const results = (pretix: Array<{ painted: number }> = loads(700, 680, 690)): BenchResults => ({
  widget: { paintedMs: 333, interactiveMs: 570, floorPaintedMs: 211, pretix, ...{ rowMs: 300, widget: [] } },
  server: { floor: { rps: 42000 }, event: { rps: 36918 }, markup: { rps: 22477 }, orders: { rps: 2401, p99: 27 } },
});

/** The bars of a chart: [label, width] in drawing order, read back from the SVG. */
function bars(svg: string): Array<[string, number]> {
  return [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"[^>]*><title>([^<]*)<\/title>/g)].map((m) => [
    m[2]!,
    Number(m[1]),
  ]);
}

describe("bench chart", () => {
  it("takes pretix's first row as the median of its loads, and none without BENCH_PRETIX", () => {
    expect(chartFigures(results()).pretixRowMs).toBe(690);
    expect(chartFigures(results(loads(600, 700))).pretixRowMs).toBe(650);
    expect(chartFigures(results([])).pretixRowMs).toBeNull();
    expect(
      chartFigures({ ...results(), widget: { paintedMs: 1, interactiveMs: 2, floorPaintedMs: 3 } }).pretixRowMs,
    ).toBeNull();
  });

  it("draws first row, first press and floor beside pretix, and reads and orders beside their floor and goal", () => {
    const svg = benchChart(results(), { source: "npm run bench, test run" });
    const drawn = bars(svg);
    expect(drawn.map(([label]) => label)).toEqual([
      "floor: the same rows as plain HTML: 211 ms",
      "ours: first ticket row painted: 333 ms",
      "ours: first \u201c+\u201d works: 570 ms",
      "pretix widget: first ticket row: 690 ms",
      "floor: bare node:http, same bytes: 42,000 req/s",
      "GET /api/events/111: 36,918 req/s (0.88 of the floor)",
      "GET /api/events/111/markup: 22,477 req/s (0.54 of the floor)",
      "POST /api/orders/free: 2,401 req/s, p99 27 ms",
    ]);
    // Bars of one group share a scale: lengths follow the values.
    expect(drawn[1]![1] / drawn[3]![1]).toBeCloseTo(333 / 690, 2);
    expect(drawn[5]![1] / drawn[4]![1]).toBeCloseTo(36918 / 42000, 2);
    expect(svg).toContain("goal: half of pretix&apos;s first row");
    expect(svg).toContain("goal: 1,500 req/s");
    expect(svg).toContain("npm run bench, test run");
  });

  it("is well-formed, accessible SVG whose description carries the figures", () => {
    const svg = renderBenchChart(chartFigures(results()), { source: "a <source> & more" });
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(
      /<desc id="chart-desc">Widget: first row 333 ms, first press 570 ms, floor 211 ms, pretix 690 ms\. Server: event reads 36,918 req\/s/,
    );
    expect(svg).toContain("a &lt;source&gt; &amp; more");
    const opened = (svg.match(/<(?!\/|!)[a-z]+[^>]*[^/]>/g) ?? []).length;
    const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it("leaves pretix out, and says so, when the run had no BENCH_PRETIX", () => {
    const svg = benchChart(results([]), { source: "s" });
    expect(bars(svg)).toHaveLength(7);
    expect(svg).toContain("pretix not measured (BENCH_PRETIX unset)");
    expect(svg).not.toContain("half of pretix");
    expect(svg).toContain("goal: half of the floor");
  });

  it("writes the file it draws", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-chart-"));
    try {
      const path = writeBenchChart(results(), { source: "s", path: join(dir, "chart.svg") });
      expect(readFileSync(path, "utf8")).toBe(benchChart(results(), { source: "s" }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
