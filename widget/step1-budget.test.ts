// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The code that shows step 1 is at most 120 KB gzip (-9, each file on its own, as `npm run bench` counts it), React
// DOM and i18next included. Reads the built bundle (npm test builds first; alone: `node scripts/build-part.mjs widget`).
const BUDGET = 122_880;
const dir = join(import.meta.dirname, "../dist/widget");

interface Manifest {
  initial: string[];
  step1Locales: Record<string, string[]>;
  files: string[];
}

function manifest(): Manifest {
  const path = join(dir, "manifest.json");
  if (!existsSync(path))
    throw new Error(
      "dist/widget/manifest.json is missing: build the widget first (node scripts/build-part.mjs widget)",
    );
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

const gzip = (files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);

describe("step-1 code budget", () => {
  it("the manifest's initial files are at most 120 KB gzip, also with the strings of any other language", () => {
    const { initial, step1Locales } = manifest();
    const initialGzip = gzip(initial);
    expect(initialGzip, "initial (English)").toBeLessThanOrEqual(BUDGET);
    expect(Object.keys(step1Locales).sort()).toEqual(["de", "es", "fr", "it", "nl", "pl", "pt"]);
    for (const [language, files] of Object.entries(step1Locales)) {
      expect(files.length, `${language} strings chunk`).toBeGreaterThan(0);
      expect(initialGzip + gzip(files), `initial + ${language} strings`).toBeLessThanOrEqual(BUDGET);
    }
  });

  it("runs on React and React DOM's production builds, with no other renderer in any widget chunk", () => {
    const metafile = JSON.parse(readFileSync(join(dir, "metafile.json"), "utf8")) as {
      inputs: Record<string, unknown>;
    };
    const inputs = Object.keys(metafile.inputs);
    const packages = new Set(inputs.map((input) => /node_modules\/([^/]+)\//.exec(input)?.[1]));
    expect(inputs).toContain("node_modules/react-dom/cjs/react-dom-client.production.js");
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|scheduler)\/.*development/.test(input))).toEqual(
      [],
    );
    expect([...packages].filter((name) => name && /preact/.test(name))).toEqual([]);
  });

  it("step 1's code carries English only: no other language's strings, no step-2 strings", () => {
    const code = manifest()
      .initial.map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    expect(code).toContain("Buy tickets"); // en tickets.title: the check below looks in the right place
    for (const text of ["Tickets kaufen", "Tickets kopen", "Acheter des billets", "Kup bilety", "Personal information"])
      expect(code).not.toContain(text);
  });
});

// V8 compiles step 1's files eagerly, off the main thread (scripts/build-widget.mjs): the hint is their first line,
// where V8 looks for it, and no lazy chunk has it (their code may never run).
describe("compile hint", () => {
  it("is the first line of every step-1 file and of no other chunk", () => {
    const { initial, files } = manifest();
    const hinted = files.filter((f) => readFileSync(join(dir, f), "utf8").startsWith("//# allFunctionsCalledOnLoad\n"));
    expect(hinted.sort()).toEqual([...initial].sort());
  });
});

// The organizer's one <script>: at most 1.5 KB gzip (-9), plus up to 0.3 KB for capturing the buyer's presses on the
// painted rows before the code has hydrated them (loader/paint.ts: about 200 B), so 1.8 KB; both builds (the
// demo's carries the same code; its chunk names differ, and those hashes are the part that does not compress).
const LOADER_BUDGET = 1843;
describe("loader budget", () => {
  for (const file of ["../dist/loader.js", "../dist/widget-demo/loader.js"]) {
    it(`${file.slice(3)} is at most ${LOADER_BUDGET} B gzip`, () => {
      const path = join(import.meta.dirname, file);
      if (!existsSync(path)) throw new Error(`${path} is missing: build first (node build.mjs)`);
      expect(gzipSync(readFileSync(path), { level: 9 }).length).toBeLessThanOrEqual(LOADER_BUDGET);
    });
  }
});
