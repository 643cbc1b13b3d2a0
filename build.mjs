// Builds everything into dist/: the widget chunks and the loader, the SDK modules with their types,
// the reference server and the back office's app (dist/manage/). Each part has its own script under scripts/ and
// cleans only its own output, so one part can be rebuilt (`node scripts/build-part.mjs widget`) without touching
// the others.
// Last, what the server sends to browsers gets precompressed .br/.gz copies (scripts/compress-dist.mjs).
// The SDK reference (scripts/build-docs.mjs, TypeDoc) is made beside them in a child process when the SDK changed.
import { buildWidget } from "./scripts/build-widget.mjs";
import { buildSdk } from "./scripts/build-sdk.mjs";
import { buildServer } from "./scripts/build-server.mjs";
import { buildReact } from "./scripts/build-react.mjs";
import { buildManage } from "./scripts/build-manage.mjs";
import { COMPRESSED_PATHS, compressDist, compressionSummary } from "./scripts/compress-dist.mjs";
import { startDocsBuild } from "./scripts/build-docs.mjs";

const started = performance.now();
const docs = startDocsBuild();
await buildWidget();
await buildSdk();
await buildServer();
await buildReact();
await buildManage();
console.log(compressionSummary(await compressDist(Object.values(COMPRESSED_PATHS).flat())));
console.log(await docs);
console.log(`build: done in ${Math.round(performance.now() - started)} ms`);
