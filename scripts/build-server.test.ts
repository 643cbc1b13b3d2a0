// @vitest-environment node
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { serverEsbuildOptions } from "./build-server.mjs";

// The server bundle as the build makes it (in memory): what it takes from node_modules and what it leaves to Node.
async function serverInputs(): Promise<{ inputs: string[]; imports: string[] }> {
  const result = await build({
    ...serverEsbuildOptions("demo-site/server/index.ts", "server.mjs"),
    write: false,
    metafile: true,
  });
  const metafile = result.metafile;
  const output = Object.values(metafile.outputs)[0]!;
  return { inputs: Object.keys(metafile.inputs), imports: output.imports.filter((i) => i.external).map((i) => i.path) };
}

describe("the server bundle", () => {
  it("renders with React's and jotai's production builds, whatever NODE_ENV the server is started with", async () => {
    const { inputs } = await serverInputs();
    const react = inputs.filter((f) => /node_modules\/(react|react-dom)\/cjs\//.test(f));
    expect(react).toContain("node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js");
    expect(react).toContain("node_modules/react/cjs/react-jsx-runtime.production.js");
    expect(react.filter((f) => f.includes("development"))).toEqual([]);
    expect(inputs.some((f) => f.startsWith("node_modules/jotai/"))).toBe(true);
    expect(inputs.filter((f) => f.startsWith("node_modules/jotai/") && !f.includes("/esm/"))).toEqual([]);
  }, 60_000);

  it("leaves the other packages to Node (better-sqlite3 is native)", async () => {
    const { inputs, imports } = await serverInputs();
    expect(imports).toContain("better-sqlite3");
    expect(inputs.some((f) => f.includes("node_modules/better-sqlite3/"))).toBe(false);
  }, 60_000);
});
