import { describe, expect, it, vi } from "vitest";
import { create, VERSION, PayPal } from "./index.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";
import { publicMethods } from "../lib/testing/public-methods.ts";

describe("paypal create", () => {
  it("exports VERSION 3.109.0 and resolves an instance with the documented methods", async () => {
    expect(VERSION).toBe("3.109.0");
    const instance = await create({
      client: fakeClient({ paypalEnabled: true, paypal: { assetsUrl: "https://checkout.paypal.com" } }),
    });
    expect(instance).toBeInstanceOf(PayPal);
    expect(publicMethods(instance)).toEqual(["closeWindow", "focusWindow", "teardown", "tokenize"]);
  });

  it.each([
    ["no paypalEnabled", {}],
    ["paypalEnabled false", { paypalEnabled: false }],
    ["paypalEnabled truthy but not true", { paypalEnabled: "true" }],
  ])("rejects PAYPAL_NOT_ENABLED with %s", async (_name, config) => {
    await expect(create({ client: fakeClient(config) })).rejects.toMatchObject({
      name: "BraintreeError",
      type: "MERCHANT",
      code: "PAYPAL_NOT_ENABLED",
      message: "PayPal is not enabled for this merchant.",
    });
  });

  it("calls back (null, instance)", async () => {
    const callback = vi.fn();
    expect(create({ client: fakeClient({ paypalEnabled: true }) }, callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]).toEqual([null, expect.any(PayPal)]);
  });

  it("rejects INSTANTIATION_OPTION_REQUIRED and INCOMPATIBLE_VERSIONS with braintree-web's messages", async () => {
    await expect(create({})).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating PayPal.",
    });
    await expect(create({ client: fakeClient({ paypalEnabled: true }, "3.108.0") })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message: "Client (version 3.108.0) and PayPal (version 3.109.0) components must be from the same SDK version.",
    });
  });
});
