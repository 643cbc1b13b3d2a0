// @vitest-environment node
import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { PREACT_ALIAS } from "./preact-alias.mjs";

describe("React's API on Preact", () => {
  it("resolves every React specifier the widget imports to preact, and bundles no byte of React", async () => {
    const result = await build({
      stdin: {
        contents: [
          'import { useState, use } from "react";',
          'import { hydrateRoot } from "react-dom/client";',
          'import { renderToString } from "react-dom/server";',
          'import { jsx } from "react/jsx-runtime";',
          "export default [useState, use, hydrateRoot, renderToString, jsx];",
        ].join("\n"),
        resolveDir: process.cwd(),
      },
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      metafile: true,
      alias: PREACT_ALIAS,
      logLevel: "silent",
    });
    const packages = new Set(Object.keys(result.metafile.inputs).map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1]));
    expect([...packages].filter(Boolean).sort()).toEqual(["preact", "preact-render-to-string"]);
  });
});
