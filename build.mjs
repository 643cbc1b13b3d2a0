// Builds everything into dist/: the widget chunks and the loader, the SDK modules with their types,
// and the reference server. Each part has its own script under scripts/ so it can change on its own.
import { rmSync } from "node:fs";
import { buildWidget } from "./scripts/build-widget.mjs";
import { buildSdk } from "./scripts/build-sdk.mjs";
import { buildServer } from "./scripts/build-server.mjs";

const started = performance.now();
rmSync("dist", { recursive: true, force: true });
await buildWidget();
await buildSdk();
await buildServer();
console.log(`build: done in ${Math.round(performance.now() - started)} ms`);
