import { describe, expect, it, vi } from "vitest";
import { create, VERSION, SEPA } from "./index.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";
import { publicMethods } from "../lib/testing/public-methods.ts";

describe("sepa create", () => {
  it("exports VERSION 3.109.0 and resolves an instance whose only method is tokenize (as braintree-web's)", async () => {
    expect(VERSION).toBe("3.109.0");
    const instance = await create({ client: fakeClient({ assetsUrl: "https://assets.braintreegateway.com" }) });
    expect(instance).toBeInstanceOf(SEPA);
    expect(publicMethods(instance)).toEqual(["tokenize"]);
  });

  it("calls back (null, instance)", async () => {
    const callback = vi.fn();
    create({ client: fakeClient({}) }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]).toEqual([null, expect.any(SEPA)]);
  });

  it("rejects INSTANTIATION_OPTION_REQUIRED and INCOMPATIBLE_VERSIONS with braintree-web's messages", async () => {
    await expect(create({})).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating SEPA.",
    });
    await expect(create({ client: fakeClient({}, "3.0.0") })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message: "Client (version 3.0.0) and SEPA (version 3.109.0) components must be from the same SDK version.",
    });
  });
});
