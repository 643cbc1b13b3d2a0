// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { mkdtempSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sdkEsbuildOptions, sdkModules } from "./build-sdk.mjs";

// Builds the SDK into a scratch directory (never touching dist/, which other parts may be serving) and checks
// what a CDN user gets: one file per module plus shared chunks, loadable alone, inert on import.
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "sdk-build-"));
  await build(sdkEsbuildOptions(outDir));
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("SDK build", () => {
  it("emits one entry per module folder with index.ts and shares the client through a chunk", () => {
    const files = readdirSync(outDir);
    for (const name of ["client", "vault-manager", "preferred-payment-methods"]) expect(files).toContain(`${name}.js`);
    expect(sdkModules()).not.toContain("lib");
    expect(files.some((f) => /^chunk-[A-Z0-9]+\.js$/.test(f))).toBe(true);
  });

  it.each(["client", "vault-manager", "preferred-payment-methods"])(
    "dist %s.js loads alone under Node and exports create + VERSION",
    async (name) => {
      const file = join(outDir, `${name}.js`);
      expect(existsSync(file)).toBe(true);
      const mod = (await import(pathToFileURL(file).href)) as { create: unknown; VERSION: string };
      expect(typeof mod.create).toBe("function");
      expect(mod.VERSION).toBe("3.109.0");
    },
  );

  it.each(["client", "vault-manager", "preferred-payment-methods"])(
    "sdk/%s has no top-level side effects (an unused import bundles to nothing)",
    async (name) => {
      const result = await build({
        stdin: { contents: `import "./sdk/${name}/index.ts";`, resolveDir: process.cwd(), loader: "ts" },
        bundle: true,
        write: false,
        format: "esm",
        minify: true,
        logLevel: "silent",
        // package.json "sideEffects" would let esbuild drop sdk files unread; claiming every file has side
        // effects forces it to keep any top-level statement that is not provably inert.
        plugins: [
          {
            name: "assume-side-effects",
            setup(b) {
              b.onResolve({ filter: /^\.{1,2}\// }, (args) => ({
                path: join(args.resolveDir, args.path),
                sideEffects: true,
              }));
            },
          },
        ],
      });
      expect(result.outputFiles[0]!.text.trim()).toBe("");
    },
  );
});
