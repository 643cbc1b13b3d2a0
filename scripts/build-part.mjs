// `node scripts/build-part.mjs widget|sdk|server|react|manage`: rebuilds one part of dist/ and leaves the rest alone.
// A part the server sends to browsers is precompressed again, as build.mjs does: the rebuild removed its .br/.gz.
import { COMPRESSED_PATHS, compressDist, compressionSummary } from "./compress-dist.mjs";

const parts = {
  widget: async () => (await import("./build-widget.mjs")).buildWidget(),
  sdk: async () => (await import("./build-sdk.mjs")).buildSdk(),
  server: async () => (await import("./build-server.mjs")).buildServer(),
  react: async () => (await import("./build-react.mjs")).buildReact(),
  manage: async () => (await import("./build-manage.mjs")).buildManage(),
};
const name = process.argv[2];
if (!name || !(name in parts)) {
  console.error(`usage: node scripts/build-part.mjs ${Object.keys(parts).join("|")}`);
  process.exit(2);
}
await parts[name]();
if (Object.hasOwn(COMPRESSED_PATHS, name)) console.log(compressionSummary(await compressDist(COMPRESSED_PATHS[name])));
console.log(`build ${name}: done`);
