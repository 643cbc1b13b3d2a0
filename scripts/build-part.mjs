// `node scripts/build-part.mjs widget|sdk|server|react`: rebuilds one part of dist/ and leaves the rest alone.
const parts = {
  widget: async () => (await import("./build-widget.mjs")).buildWidget(),
  sdk: async () => (await import("./build-sdk.mjs")).buildSdk(),
  server: async () => (await import("./build-server.mjs")).buildServer(),
  react: async () => (await import("./build-react.mjs")).buildReact(),
};
const name = process.argv[2];
if (!name || !(name in parts)) {
  console.error(`usage: node scripts/build-part.mjs ${Object.keys(parts).join("|")}`);
  process.exit(2);
}
await parts[name]();
console.log(`build ${name}: done`);
