// @vitest-environment node
import { describe, expect, it } from "vitest";
import { manageCsp, manageShell } from "./manage-page.ts";

describe("the back office's page shell", () => {
  const manifest = { entry: "manage-AAAA.js", initial: ["manage-AAAA.js", "chunk-BBBB.js"], css: "manage-CCCC.css" };

  it("loads the stylesheet, preloads the first screen's chunks and gives React Aria the nonce in a meta tag", () => {
    const page = manageShell(manifest, "n0nce+/=");
    expect(page).toContain('<link rel="stylesheet" href="/manage/assets/manage-CCCC.css">');
    expect(page).toContain('<link rel="modulepreload" href="/manage/assets/chunk-BBBB.js">');
    expect(page).not.toContain('rel="modulepreload" href="/manage/assets/manage-AAAA.js"');
    expect(page).toContain('<script type="module" src="/manage/assets/manage-AAAA.js"></script>');
    expect(page).toContain('<meta property="csp-nonce" nonce="n0nce+/=">');
    // Nothing inline the CSP would have to allow.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style|style="/);
  });

  it("has a CSP without 'unsafe-inline' or 'unsafe-eval', styles by nonce, and no framing", () => {
    const csp = manageCsp("abc");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'nonce-abc';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
  });

  it("says how to build the app when it is not built", () => {
    expect(manageShell(null, "x")).toContain("node scripts/build-part.mjs manage");
  });
});
