// docs/performance.svg: the figures of `npm run bench` as a chart, hand-written SVG (no chart library: three bar
// groups need none). Pure functions of the bench's result object, so the chart is unit-tested without running the
// bench; scripts/bench.mjs writes the file after a run.
import { writeFileSync } from "node:fs";

/** Where `npm run bench` writes the chart (docs/performance.md embeds it). */
export const CHART_PATH = "docs/performance.svg";

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The chart's figures from the results of `benchWidget()` and `benchServer()` (scripts/bench-widget.mjs and
 * scripts/bench-server.mjs). pretix is in the widget result only when the run had BENCH_PRETIX: then its per-load
 * "painted" times are there and their median is its first row; otherwise `pretixRowMs` is null.
 */
export function chartFigures({ widget, server }) {
  return {
    rowMs: widget.paintedMs,
    pressMs: widget.interactiveMs,
    floorMs: widget.floorPaintedMs,
    pretixRowMs: Array.isArray(widget.pretix) ? median(widget.pretix.map((load) => load.painted)) : null,
    floorRps: server.floor.rps,
    eventRps: server.event.rps,
    markupRps: server.markup.rps,
    ordersRps: server.orders.rps,
    ordersP99Ms: server.orders.p99,
  };
}

/** Goals the bench prints, drawn as dashed lines. */
export const GOALS = { ordersRps: 1500, readsOfFloor: 0.5, pretixOverRow: 2 };

const WIDTH = 820;
const LABEL_W = 250;
const BAR_X = LABEL_W + 16;
const BAR_MAX = WIDTH - BAR_X - 230;
const ROW_H = 30;
const COLOURS = { ours: "#4338ca", pretix: "#9ca3af", floor: "#0b6e4f", goal: "#b45309" };

const escapeXml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c],
  );
const thousands = (n) => Math.round(n).toLocaleString("en-US");

/**
 * One group of horizontal bars on its own scale: a heading, then a bar per row (label, bar, value), and optional
 * dashed goal lines. Returns the SVG text and the height it used.
 */
function barGroup({ y, heading, rows, goals = [], unit }) {
  const max = Math.max(...rows.map((r) => r.value), ...goals.map((g) => g.value)) * 1.05;
  const scale = (v) => (v / max) * BAR_MAX;
  const parts = [`<text x="16" y="${y + 18}" class="heading">${escapeXml(heading)}</text>`];
  rows.forEach((row, i) => {
    const top = y + 32 + i * ROW_H;
    const w = Math.max(1, scale(row.value));
    parts.push(
      `<text x="${LABEL_W}" y="${top + 15}" class="label" text-anchor="end">${escapeXml(row.label)}</text>`,
      `<rect x="${BAR_X}" y="${top + 2}" width="${w.toFixed(1)}" height="${ROW_H - 10}" rx="3" fill="${row.colour}"><title>${escapeXml(`${row.label}: ${row.text}`)}</title></rect>`,
      `<text x="${(BAR_X + w + 6).toFixed(1)}" y="${top + 15}" class="value">${escapeXml(row.text)}</text>`,
    );
  });
  const bottom = y + 32 + rows.length * ROW_H;
  for (const goal of goals) {
    const x = (BAR_X + scale(goal.value)).toFixed(1);
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${y + 28}" y2="${bottom}" stroke="${COLOURS.goal}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
      `<text x="${x}" y="${bottom + 14}" class="goal" text-anchor="middle">${escapeXml(goal.label)}</text>`,
    );
  }
  if (unit)
    parts.push(`<text x="${BAR_X + BAR_MAX}" y="${y + 18}" class="unit" text-anchor="end">${escapeXml(unit)}</text>`);
  return { svg: parts.join("\n"), height: bottom - y + (goals.length ? 24 : 8) };
}

/** `text` in lines of at most `width` characters, broken at spaces. */
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/**
 * The chart as SVG text. `source` says where the figures come from (a bench run and its date, or a published note),
 * and is printed under the title. Figures that are null (pretix without BENCH_PRETIX) leave their bar out and say so.
 */
export function renderBenchChart(figures, { source }) {
  const f = figures;
  const widgetRows = [
    { label: "floor: the same rows as plain HTML", value: f.floorMs, colour: COLOURS.floor },
    { label: "ours: first ticket row painted", value: f.rowMs, colour: COLOURS.ours },
    { label: "ours: first \u201c+\u201d works", value: f.pressMs, colour: COLOURS.ours },
    ...(f.pretixRowMs === null
      ? []
      : [{ label: "pretix widget: first ticket row", value: f.pretixRowMs, colour: COLOURS.pretix }]),
  ].map((r) => ({ ...r, text: `${thousands(r.value)} ms` }));
  const readRows = [
    { label: "floor: bare node:http, same bytes", value: f.floorRps, colour: COLOURS.floor },
    { label: "GET /api/events/111", value: f.eventRps, colour: COLOURS.ours },
    { label: "GET /api/events/111/markup", value: f.markupRps, colour: COLOURS.ours },
  ].map((r) => ({
    ...r,
    text: `${thousands(r.value)} req/s${r.colour === COLOURS.ours ? ` (${(r.value / f.floorRps).toFixed(2)} of the floor)` : ""}`,
  }));
  const orderRows = [
    {
      label: "POST /api/orders/free",
      value: f.ordersRps,
      colour: COLOURS.ours,
      text: `${thousands(f.ordersRps)} req/s, p99 ${thousands(f.ordersP99Ms)} ms`,
    },
  ];

  const sourceLines = wrap(source, 120);
  const groups = [];
  let y = 48 + sourceLines.length * 16;
  const add = (options) => {
    const group = barGroup({ ...options, y });
    groups.push(group.svg);
    y += group.height + 14;
  };
  add({
    heading: "Widget: a cold load at 4\u00d7 CPU slowdown, median (lower is better)",
    rows: widgetRows,
    goals:
      f.pretixRowMs === null
        ? []
        : [{ value: f.pretixRowMs / GOALS.pretixOverRow, label: "goal: half of pretix's first row" }],
    unit: f.pretixRowMs === null ? "pretix not measured (BENCH_PRETIX unset)" : "",
  });
  add({
    heading: "Server: event reads in an on-sale spike, 32 connections (higher is better)",
    rows: readRows,
    goals: [{ value: f.floorRps * GOALS.readsOfFloor, label: "goal: half of the floor" }],
  });
  add({
    heading: "Server: free orders, each a database transaction (higher is better)",
    rows: orderRows,
    goals: [{ value: GOALS.ordersRps, label: "goal: 1,500 req/s" }],
  });
  const height = y + 6;
  const summary =
    `Widget: first row ${thousands(f.rowMs)} ms, first press ${thousands(f.pressMs)} ms, floor ${thousands(f.floorMs)} ms` +
    (f.pretixRowMs === null ? "" : `, pretix ${thousands(f.pretixRowMs)} ms`) +
    `. Server: event reads ${thousands(f.eventRps)} req/s against a floor of ${thousands(f.floorRps)}, markup ${thousands(f.markupRps)} req/s, free orders ${thousands(f.ordersRps)} req/s.`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="chart-title chart-desc">
<title id="chart-title">Ticket checkout: npm run bench</title>
<desc id="chart-desc">${escapeXml(summary)} Source: ${escapeXml(source)}.</desc>
<style>
text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; fill: #1f2937; }
.title { font-size: 18px; font-weight: 700; }
.source { font-size: 12px; fill: #5b6472; }
.heading { font-size: 14px; font-weight: 700; }
.label, .value { font-size: 13px; }
.value { paint-order: stroke; stroke: #ffffff; stroke-width: 4px; }
.unit, .goal { font-size: 11px; fill: #5b6472; }
.goal { fill: ${COLOURS.goal}; }
</style>
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="16" y="26" class="title">npm run bench</text>
${sourceLines.map((line, i) => `<text x="16" y="${46 + i * 16}" class="source">${escapeXml(line)}</text>`).join("\n")}
${groups.join("\n")}
</svg>
`;
}

/** The chart of one bench run: `benchChart({ widget, server }, { source })`. */
export function benchChart(results, options) {
  return renderBenchChart(chartFigures(results), options);
}

/** Writes the chart of a bench run to docs/performance.svg (or `path`); returns the path. */
export function writeBenchChart(results, { source, path = CHART_PATH }) {
  writeFileSync(path, benchChart(results, { source }));
  return path;
}
