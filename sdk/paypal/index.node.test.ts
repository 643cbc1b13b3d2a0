// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

describe("paypal under Node", () => {
  it("imports and creates without a window; tokenize fails typed instead of throwing", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create } = await import("./index.ts");
    const instance = await create({ client: fakeClient({ paypalEnabled: true }) });
    await expect(instance.tokenize({ flow: "express" } as never)).rejects.toMatchObject({
      code: "PAYPAL_FLOW_OPTION_REQUIRED",
    });
    await expect(instance.teardown()).resolves.toBeUndefined();
  });
});
