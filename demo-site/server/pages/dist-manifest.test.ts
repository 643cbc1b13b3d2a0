// @vitest-environment node
// The build manifest as the pages read it: nothing before a build, the file's content after, the new content after a
// rebuild, and null (not a thrown error) while a rebuild has left half a file.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { distManifest } from "./dist-manifest.ts";

describe("distManifest", () => {
  const dist = mkdtempSync(join(tmpdir(), "dist-manifest-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const file = join(dist, "part", "manifest.json");
  const write = (text: string, mtime: number) => {
    writeFileSync(file, text);
    utimesSync(file, mtime, mtime);
  };

  it("is null before the part is built, then the manifest; a rebuild's manifest replaces it", () => {
    expect(distManifest(dist, "part")).toBeNull();
    mkdirSync(join(dist, "part"));
    write(JSON.stringify({ entry: "a-1.js" }), 1_000);
    expect(distManifest<{ entry: string }>(dist, "part")).toEqual({ entry: "a-1.js" });
    write(JSON.stringify({ entry: "a-2.js" }), 2_000);
    expect(distManifest<{ entry: string }>(dist, "part")).toEqual({ entry: "a-2.js" });
  });

  it("is null while a rebuild is half written, and reads the finished file", () => {
    write('{"entry": "a-', 3_000);
    expect(distManifest(dist, "part")).toBeNull();
    write(JSON.stringify({ entry: "a-3.js" }), 4_000);
    expect(distManifest<{ entry: string }>(dist, "part")).toEqual({ entry: "a-3.js" });
  });
});
