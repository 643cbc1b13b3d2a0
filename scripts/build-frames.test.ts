// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFrames, sdkFrames } from "./build-sdk.mjs";

// Our frame pages as the build emits them into a scratch directory (never dist/, which others may be serving).
let outDir: string;
let names: string[];
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "sdk-frames-"));
  names = await buildFrames(outDir);
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("SDK frame pages", () => {
  it("finds every sdk/*/frames/*.html, PayPal's and SEPA's included", () => {
    expect(names).toEqual(
      expect.arrayContaining(["cancel-frame", "paypal-landing-frame", "redirect-frame", "sepa-landing-frame"]),
    );
    expect(sdkFrames().map((f: { name: string }) => f.name)).toEqual(names);
  });

  it("copies each page and bundles the script a page has beside it into <name>.js", () => {
    const files = readdirSync(outDir).sort();
    for (const name of names) expect(files).toContain(`${name}.html`);
    expect(files).toEqual(expect.arrayContaining(["redirect-frame.js", "cancel-frame.js"]));
    // Helpers (frame-post.ts) are bundled into the scripts, not emitted as pages.
    expect(files.filter((f) => f.startsWith("frame-post"))).toEqual([]);
    expect(readFileSync(join(outDir, "redirect-frame.js"), "utf8")).toContain("postMessage");
  });

  it("has no inline script anywhere: every <script> loads a same-directory file by src (CSP script-src 'self')", () => {
    for (const name of names) {
      const html = readFileSync(join(outDir, `${name}.html`), "utf8");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      for (const [, attributes, body] of scripts) {
        expect(body!.trim(), name).toBe("");
        const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
        expect(src, name).toMatch(/^[\w-]+\.js$/);
        expect(readdirSync(outDir)).toContain(src);
      }
      expect(html, name).not.toMatch(/\son\w+=/i);
    }
  });
});
