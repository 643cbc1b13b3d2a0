// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The back office's first screen (the sign-in screen: the entry and every chunk it imports statically, and the
// stylesheet) is at most 150 KB gzip (-9, each file on its own); every other screen is a chunk of its own, loaded
// when it is opened. Reads the built app (npm test builds first; alone: `node scripts/build-part.mjs manage`).
const BUDGET = 150 * 1024;
const dir = join(import.meta.dirname, "../../dist/manage");

interface Manifest {
  entry: string;
  initial: string[];
  css: string;
  files: string[];
}

function manifest(): Manifest {
  const path = join(dir, "manifest.json");
  if (!existsSync(path))
    throw new Error("dist/manage/manifest.json is missing: build the app first (node scripts/build-part.mjs manage)");
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

const gzip = (files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);

describe("the back office's first screen", () => {
  it("loads at most 150 KB gzip of code and style", () => {
    const { entry, initial, css } = manifest();
    expect(initial).toContain(entry);
    expect(gzip([...initial, css])).toBeLessThanOrEqual(BUDGET);
  });

  it("leaves the screens behind the sign-in, React Aria and the table out of it", () => {
    const { initial, files } = manifest();
    const first = initial.map((f) => readFileSync(join(dir, f), "utf8")).join("\n");
    // Each lazily loaded screen is a file of its own, never part of the first screen's files.
    expect(files.length).toBeGreaterThan(initial.length + 10);
    const metafile = JSON.parse(readFileSync(join(dir, "metafile.json"), "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const inputs = initial.flatMap((f) => Object.keys(metafile.outputs[`dist/manage/${f}`]?.inputs ?? {}));
    expect(inputs.some((i) => i.includes("screens/SignIn.tsx"))).toBe(true);
    for (const lazy of ["screens/events/", "screens/event/", "screens/team/", "react-aria-components", "react-table"])
      expect(
        inputs.filter((i) => i.includes(lazy)),
        lazy,
      ).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
  });
});
