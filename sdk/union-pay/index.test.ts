import { describe, expect, it, vi } from "vitest";
import { create, VERSION, UnionPay } from "./index.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";
import { publicMethods } from "../lib/testing/public-methods.ts";

describe("union-pay create", () => {
  it("exports VERSION 3.109.0", () => {
    expect(VERSION).toBe("3.109.0");
  });

  it("resolves an instance for a client whose configuration has usBankAccount", async () => {
    const instance = await create({ client: fakeClient({ unionPay: { enabled: true } }) });
    expect(instance).toBeInstanceOf(UnionPay);
    expect(typeof instance.tokenize).toBe("function");
    expect(typeof instance.fetchCapabilities).toBe("function");
    expect(typeof instance.enroll).toBe("function");
    expect(typeof instance.teardown).toBe("function");
    expect(publicMethods(instance)).toEqual(["enroll", "fetchCapabilities", "teardown", "tokenize"]);
  });

  it("calls back (null, instance) and returns undefined", async () => {
    const callback = vi.fn();
    expect(create({ client: fakeClient({ unionPay: { enabled: true } }) }, callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toBeNull();
    expect(callback.mock.calls[0]?.[1]).toBeInstanceOf(UnionPay);
  });

  it.each([
    ["no unionPay section", {}],
    ["unionPay null", { unionPay: null }],
    ["enabled false", { unionPay: { enabled: false } }],
    ["enabled truthy but not true", { unionPay: { enabled: "true" } }],
  ])("rejects UNIONPAY_NOT_ENABLED with %s", async (_name, config) => {
    await expect(create({ client: fakeClient(config) })).rejects.toMatchObject({
      name: "BraintreeError",
      type: "MERCHANT",
      code: "UNIONPAY_NOT_ENABLED",
      message: "UnionPay is not enabled for this merchant.",
    });
  });

  it("calls back with UNIONPAY_NOT_ENABLED", async () => {
    const callback = vi.fn();
    create({ client: fakeClient({}) }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toMatchObject({ code: "UNIONPAY_NOT_ENABLED" });
  });

  it("rejects INSTANTIATION_OPTION_REQUIRED without client or authorization", async () => {
    await expect(create({})).rejects.toMatchObject({
      type: "MERCHANT",
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating UnionPay.",
    });
    await expect(create(undefined as never)).rejects.toMatchObject({ code: "INSTANTIATION_OPTION_REQUIRED" });
  });

  it("rejects INCOMPATIBLE_VERSIONS for a client of another version", async () => {
    await expect(create({ client: fakeClient({ unionPay: { enabled: true } }, "3.108.0") })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "INCOMPATIBLE_VERSIONS",
      message: "Client (version 3.108.0) and UnionPay (version 3.109.0) components must be from the same SDK version.",
    });
  });
});
