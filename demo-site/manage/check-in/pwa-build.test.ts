// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ZXING_WASM_SHA256 } from "barcode-detector/pure";
import { describe, expect, it } from "vitest";
import { zxingWasmFile } from "./engine/decoder.ts";

// The door scanner's files in the built app (npm test builds first; alone: `node scripts/build-part.mjs manage`):
// the decoder finds its .wasm under the name the build gave it, and the installed app has what it needs offline.
const dir = join(import.meta.dirname, "../../../dist/manage");

interface Manifest {
  entry: string;
  css: string;
  checkIn: { sw: string; webManifest: string; wasm: string; precache: string[] };
}

function manifest(): Manifest {
  const path = join(dir, "manifest.json");
  if (!existsSync(path))
    throw new Error("dist/manage/manifest.json is missing: build the app first (node scripts/build-part.mjs manage)");
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

describe("the door scanner's build", () => {
  it("serves the zxing reader's .wasm under the name the decoder asks for, byte for byte", () => {
    const { checkIn } = manifest();
    expect(checkIn.wasm).toBe(zxingWasmFile(ZXING_WASM_SHA256));
    const built = readFileSync(join(dir, checkIn.wasm));
    expect(built.equals(readFileSync("node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"))).toBe(true);
  });

  it("has an installable manifest with icons that exist", () => {
    const { checkIn } = manifest();
    const web = JSON.parse(readFileSync(join(dir, checkIn.webManifest), "utf8")) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(web).toMatchObject({ start_url: "/manage/check-in/", scope: "/manage/check-in/", display: "standalone" });
    expect(web.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of web.icons) {
      const png = readFileSync(join(dir, icon.src.replace("/manage/assets/", "")));
      expect(png.subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("has a worker that keeps the first screen, the stylesheet, the decoder and the scanner's code", () => {
    const { entry, css, checkIn } = manifest();
    const sw = readFileSync(join(dir, checkIn.sw), "utf8");
    for (const file of [entry, css, checkIn.wasm]) {
      expect(checkIn.precache).toContain(`/manage/assets/${file}`);
      expect(sw).toContain(`/manage/assets/${file}`);
    }
    expect(sw).not.toContain("/api/manage/check-in");
    const metafile = JSON.parse(readFileSync(join(dir, "metafile.json"), "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const kept = (input: string) =>
      checkIn.precache.some((url) =>
        Object.keys(metafile.outputs[`dist/manage/${url.replace("/manage/assets/", "")}`]?.inputs ?? {}).some((i) =>
          i.includes(input),
        ),
      );
    for (const input of ["check-in/ScannerApp.tsx", "check-in/engine/engine.ts", "node_modules/barcode-detector/"])
      expect(kept(input), input).toBe(true);
  });
});
