// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const modules = readdirSync(sdkRoot).filter((name) => existsSync(join(sdkRoot, name, "index.ts")));

describe("importing SDK modules under Node", () => {
  it("runs without window or document", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    expect(modules).toContain("client");
  });

  it.each(modules)("sdk/%s imports without throwing and exports create + VERSION", async (name) => {
    const mod = (await import(/* @vite-ignore */ join(sdkRoot, name, "index.ts"))) as {
      create?: unknown;
      VERSION?: unknown;
    };
    expect(typeof mod.create).toBe("function");
    expect(mod.VERSION).toBe("3.109.0");
  });

  it("client.create under Node rejects with a typed error instead of throwing", async () => {
    const { create } = await import("../client/index.ts");
    await expect(create({ authorization: "garbage" })).rejects.toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
  });
});
