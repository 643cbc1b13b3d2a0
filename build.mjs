// Builds everything into dist/: the widget chunks and the loader, the SDK modules with their types,
// and the reference server. Each part has its own script under scripts/ and cleans only its own
// output, so one part can be rebuilt (`node scripts/build-part.mjs widget`) without touching the others.
import { buildWidget } from "./scripts/build-widget.mjs";
import { buildSdk } from "./scripts/build-sdk.mjs";
import { buildServer } from "./scripts/build-server.mjs";
import { buildReact } from "./scripts/build-react.mjs";

const started = performance.now();
await buildWidget();
await buildSdk();
await buildServer();
await buildReact();
console.log(`build: done in ${Math.round(performance.now() - started)} ms`);
