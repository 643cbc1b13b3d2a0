// @vitest-environment node
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compressDist, MIN_BYTES } from "./compress-dist.mjs";

// A scratch directory per test (never dist/, which other builds and servers may be using right now).
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "compress-dist-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const code = (bytes: number) => "export const answer = () => 42;\n".repeat(Math.ceil(bytes / 32)).slice(0, bytes);

describe("compressDist", () => {
  it("writes .br and .gz next to each text file of at least 1 KiB, in nested folders too, and they decompress to the file", async () => {
    mkdirSync(join(dir, "html"));
    writeFileSync(join(dir, "entry.js"), code(20_000));
    writeFileSync(join(dir, "html/page.html"), `<!doctype html><p>${"hello ".repeat(400)}</p>`);
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify({ files: Array.from({ length: 100 }, (_, i) => `chunk-${i}.js`) }),
    );
    await compressDist([dir]);
    for (const file of ["entry.js", "html/page.html", "manifest.json"]) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it("skips files under 1 KiB and types that are not text", async () => {
    writeFileSync(join(dir, "small.js"), code(MIN_BYTES - 1));
    writeFileSync(join(dir, "edge.js"), code(MIN_BYTES));
    writeFileSync(join(dir, "font.woff2"), code(5000));
    writeFileSync(join(dir, "notes.txt"), code(5000));
    const { files } = await compressDist([dir]);
    expect(readdirSync(dir).sort()).toEqual([
      "edge.js",
      "edge.js.br",
      "edge.js.gz",
      "font.woff2",
      "notes.txt",
      "small.js",
    ]);
    expect(files.find((f) => f.file.endsWith("small.js"))).toMatchObject({ size: MIN_BYTES - 1, br: null, gz: null });
  });

  it("keeps no variant that is not smaller than the file, and removes one left from an earlier run", async () => {
    writeFileSync(join(dir, "random.js"), randomBytes(4096)); // incompressible: both variants come out larger
    writeFileSync(join(dir, "random.js.br"), "from an earlier build");
    writeFileSync(join(dir, "random.js.gz"), "from an earlier build");
    const { files } = await compressDist([dir]);
    expect(files).toEqual([{ file: join(dir, "random.js"), size: 4096, br: null, gz: null }]);
    expect(readdirSync(dir)).toEqual(["random.js"]);
  });

  it("takes a single file as well as a folder, and compresses only what it is given", async () => {
    mkdirSync(join(dir, "widget"));
    mkdirSync(join(dir, "server"));
    writeFileSync(join(dir, "loader.js"), code(3000));
    writeFileSync(join(dir, "widget/checkout-AB12.js"), code(8000));
    writeFileSync(join(dir, "server/index.mjs"), code(8000));
    const { files } = await compressDist([join(dir, "loader.js"), join(dir, "widget")], { concurrency: 2 });
    // Largest first, each with the sizes of the variants it kept.
    expect(files.map((f) => f.file)).toEqual([join(dir, "widget/checkout-AB12.js"), join(dir, "loader.js")]);
    for (const f of files) {
      expect(f.br).toBe(readFileSync(`${f.file}.br`).length);
      expect(f.gz).toBe(readFileSync(`${f.file}.gz`).length);
      expect(f.br!).toBeLessThan(f.size);
    }
    expect(existsSync(join(dir, "server/index.mjs.br"))).toBe(false);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("fails on a path that does not exist (a build step that wrote nothing should not pass silently)", async () => {
    await expect(compressDist([join(dir, "missing")])).rejects.toThrow(/ENOENT/);
  });
});
