// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

describe("venmo under Node", () => {
  it("imports without a window and runs nothing at import; create fails typed instead of throwing", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create, VERSION } = await import("./index.ts");
    expect(VERSION).toBe("3.109.0");
    await expect(create({ client: fakeClient({}) })).rejects.toMatchObject({ code: "VENMO_NOT_ENABLED" });
    await expect(create({ client: fakeClient({}), profileId: 1 as never })).rejects.toMatchObject({
      code: "VENMO_INVALID_PROFILE_ID",
    });
  });
});
