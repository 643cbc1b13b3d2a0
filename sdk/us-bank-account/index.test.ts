import { describe, expect, it, vi } from "vitest";
import { create, VERSION, UsBankAccount } from "./index.ts";
import { fakeClient } from "../lib/testing/fake-client.ts";
import { publicMethods } from "../lib/testing/public-methods.ts";

describe("us-bank-account create", () => {
  it("exports VERSION 3.109.0", () => {
    expect(VERSION).toBe("3.109.0");
  });

  it("resolves an instance for a client whose configuration has usBankAccount", async () => {
    const instance = await create({ client: fakeClient({ usBankAccount: {} }) });
    expect(instance).toBeInstanceOf(UsBankAccount);
    expect(typeof instance.tokenize).toBe("function");
    expect(typeof instance.teardown).toBe("function");
    expect(publicMethods(instance)).toEqual(["teardown", "tokenize"]);
  });

  it("calls back (null, instance) and returns undefined", async () => {
    const callback = vi.fn();
    expect(create({ client: fakeClient({ usBankAccount: {} }) }, callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toBeNull();
    expect(callback.mock.calls[0]?.[1]).toBeInstanceOf(UsBankAccount);
  });

  it("rejects US_BANK_ACCOUNT_NOT_ENABLED without usBankAccount in the configuration", async () => {
    await expect(create({ client: fakeClient({ usBankAccount: null }) })).rejects.toMatchObject({
      name: "BraintreeError",
      type: "MERCHANT",
      code: "US_BANK_ACCOUNT_NOT_ENABLED",
      message: "US bank account is not enabled.",
    });
    const callback = vi.fn();
    create({ client: fakeClient({}) }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toMatchObject({ code: "US_BANK_ACCOUNT_NOT_ENABLED" });
  });

  it("rejects INSTANTIATION_OPTION_REQUIRED without client or authorization", async () => {
    await expect(create({})).rejects.toMatchObject({
      type: "MERCHANT",
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating US Bank Account.",
    });
    await expect(create(undefined as never)).rejects.toMatchObject({ code: "INSTANTIATION_OPTION_REQUIRED" });
  });

  it("rejects INCOMPATIBLE_VERSIONS for a client of another version", async () => {
    await expect(create({ client: fakeClient({ usBankAccount: {} }, "3.108.0") })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "INCOMPATIBLE_VERSIONS",
      message:
        "Client (version 3.108.0) and US Bank Account (version 3.109.0) components must be from the same SDK version.",
    });
  });
});
