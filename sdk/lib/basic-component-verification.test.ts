import { describe, expect, it } from "vitest";
import { verifyComponent } from "./basic-component-verification.ts";

describe("verifyComponent", () => {
  it("rejects INSTANTIATION_OPTION_REQUIRED without client or authorization", async () => {
    await expect(verifyComponent({ name: "Vault Manager" })).rejects.toMatchObject({
      name: "BraintreeError",
      type: "MERCHANT",
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating Vault Manager.",
    });
  });

  it("rejects INCOMPATIBLE_VERSIONS for a client of another version", async () => {
    await expect(
      verifyComponent({ name: "Vault Manager", client: { getVersion: () => "3.1.0" } }),
    ).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      type: "MERCHANT",
      message:
        "Client (version 3.1.0) and Vault Manager (version 3.109.0) components must be from the same SDK version.",
    });
  });

  it("accepts a same-version client or an authorization alone", async () => {
    await expect(verifyComponent({ name: "X", client: { getVersion: () => "3.109.0" } })).resolves.toBeUndefined();
    await expect(verifyComponent({ name: "X", authorization: "sandbox_a_b" })).resolves.toBeUndefined();
  });

  it("rejects INVALID_USE_OF_INTERNAL_FUNCTION without options", async () => {
    await expect(verifyComponent(undefined)).rejects.toMatchObject({
      code: "INVALID_USE_OF_INTERNAL_FUNCTION",
      type: "INTERNAL",
    });
  });
});
