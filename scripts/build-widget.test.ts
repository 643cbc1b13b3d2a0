// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import {
  COMMONJS_AS_MODULE,
  commonJsAsModulePlugin,
  commonJsModuleSource,
  reactDomClientAsModule,
} from "./build-widget.mjs";

const file = join(
  dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-client.production.js",
);
const source = readFileSync(file, "utf8");

describe("react-dom's client as a module", () => {
  it("turns the installed build's three requires into imports and its three exports into export statements", () => {
    const out = reactDomClientAsModule(source);
    expect(out.match(/^import \* as \w+ from "[\w-]+";$/gm)).toEqual([
      'import * as Scheduler from "scheduler";',
      'import * as React from "react";',
      'import * as ReactDOM from "react-dom";',
    ]);
    expect(out.match(/^export const \w+/gm)).toEqual([
      "export const createRoot",
      "export const hydrateRoot",
      "export const version",
    ]);
    expect(out).not.toMatch(/\brequire\(|\bexports\.|\bmodule\.exports\b/);
    expect(out.length - source.length).toBeLessThan(100); // nothing else changed
  });

  it("refuses a build of another shape rather than emit something half rewritten", () => {
    expect(() => reactDomClientAsModule(source.replace('require("react-dom")', 'require("react-dom/x")'))).toThrow(
      /no longer has the shape/,
    );
    expect(() => reactDomClientAsModule(`${source}\nexports.flushSync = 1;`)).toThrow(/no longer has the shape/);
  });
});

describe("React's CommonJS files as modules", () => {
  it("stands for each with its production file's exports, as plain constants", () => {
    const react = commonJsModuleSource("react");
    expect(react.file).toMatch(/react[\\/]cjs[\\/]react\.production\.js$/);
    expect(react.contents).toMatch(
      /^const m = require\(".+"\);\nexport default m;\nexport const \{ [^}]*\buseState\b[^}]*\} = m;\n$/,
    );
    expect(commonJsModuleSource("react/jsx-runtime").contents).toContain("export const { Fragment, jsx, jsxs } = m;");
    expect(Object.keys(COMMONJS_AS_MODULE).sort()).toEqual(["react", "react-dom", "react/jsx-runtime", "scheduler"]);
  });

  /** Bundles two modules that import React the way the widget's files do, unminified, with or without the plugin. */
  async function bundle(plugins: (typeof commonJsAsModulePlugin)[]) {
    const files: Record<string, string> = {
      "entry.js":
        'import { useState } from "react";\nimport { b } from "./b.js";\nexport const a = () => [useState, b];',
      "b.js": 'import { useState, useRef } from "react";\nexport const b = () => [useState, useRef];',
    };
    const result = await build({
      entryPoints: ["entry.js"],
      bundle: true,
      write: false,
      format: "esm",
      define: { "process.env.NODE_ENV": '"production"' },
      absWorkingDir: dirname(file),
      plugins: [
        ...plugins,
        {
          name: "files",
          setup(b) {
            b.onResolve({ filter: /^(entry|\.\/b)\.js$/ }, ({ path }) => ({
              path: path.replace("./", ""),
              namespace: "files",
            }));
            b.onLoad({ filter: /.*/, namespace: "files" }, ({ path }) => ({
              contents: files[path],
              loader: "js",
              resolveDir: dirname(file),
            }));
          },
        },
      ],
      logLevel: "silent",
    });
    return result.outputFiles[0]!.text;
  }

  it("gives importers React's exports directly: no per-importer copy, one React", async () => {
    const without = await bundle([]);
    expect(without.match(/__toESM\(require_react\w*\(\)/g)).toHaveLength(2); // what the plugin is for: one copy per importer
    const withPlugin = await bundle([commonJsAsModulePlugin]);
    expect(withPlugin).not.toMatch(/__toESM\(/);
    expect(withPlugin.match(/"[^"]*react\.production\.js"\(exports\)/g)).toHaveLength(1); // one instance of React's code
    expect(withPlugin).toMatch(/\[useState, useRef\]/);
  });
});
