// `npm run bench`: prints the size and speed figures of the widget, the SDK and the reference server (one process
// on SQLite; several on PostgreSQL: scripts/bench-scale.mjs), and draws
// the widget's and the server's figures into docs/performance.svg (scripts/bench-chart.mjs).
import { loadavg } from "node:os";
import { benchWidget } from "./bench-widget.mjs";
import { benchSdk } from "./bench-sdk.mjs";
import { benchServer } from "./bench-server.mjs";
import { benchScale } from "./bench-scale.mjs";
import { writeBenchChart } from "./bench-chart.mjs";

const widget = await benchWidget();
await benchSdk();
const server = await benchServer();
await benchScale();
const source = `npm run bench, ${new Date().toISOString().slice(0, 10)}${process.env.BENCH_PRETIX ? "" : " (without BENCH_PRETIX)"}; 1-minute load average at the end ${loadavg()[0].toFixed(2)}`;
console.log(`\nChart: ${writeBenchChart({ widget, server }, { source })}`);
