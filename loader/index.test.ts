// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("loader outside a browser", () => {
  it("does nothing and throws nothing when imported under Node", async () => {
    await expect(import("./index.ts")).resolves.toBeDefined();
    expect((globalThis as Record<string, unknown>).__ticketCheckoutLoader).toBeUndefined();
  });
});
