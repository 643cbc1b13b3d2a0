// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

describe("sepa under Node", () => {
  it("imports and creates without a window; validation errors stay typed", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create } = await import("./index.ts");
    const instance = await create({ client: fakeClient({}) });
    await expect(instance.tokenize({} as never)).rejects.toMatchObject({
      code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
    });
  });
});
