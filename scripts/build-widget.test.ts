// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { reactDomClientAsModule } from "./build-widget.mjs";

const file = join(dirname(createRequire(import.meta.url).resolve("react-dom/package.json")), "cjs/react-dom-client.production.js");
const source = readFileSync(file, "utf8");

describe("react-dom's client as a module", () => {
  it("turns the installed build's three requires into imports and its three exports into export statements", () => {
    const out = reactDomClientAsModule(source);
    expect(out.match(/^import \* as \w+ from "[\w-]+";$/gm)).toEqual([
      'import * as Scheduler from "scheduler";',
      'import * as React from "react";',
      'import * as ReactDOM from "react-dom";',
    ]);
    expect(out.match(/^export const \w+/gm)).toEqual(["export const createRoot", "export const hydrateRoot", "export const version"]);
    expect(out).not.toMatch(/\brequire\(|\bexports\.|\bmodule\.exports\b/);
    expect(out.length - source.length).toBeLessThan(100); // nothing else changed
  });

  it("refuses a build of another shape rather than emit something half rewritten", () => {
    expect(() => reactDomClientAsModule(source.replace('require("react-dom")', 'require("react-dom/x")'))).toThrow(/no longer has the shape/);
    expect(() => reactDomClientAsModule(`${source}\nexports.flushSync = 1;`)).toThrow(/no longer has the shape/);
  });
});
