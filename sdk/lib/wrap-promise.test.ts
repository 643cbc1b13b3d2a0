import { describe, expect, it, vi } from "vitest";
import { wrapPromise } from "./wrap-promise.ts";
import { convertMethodsToError } from "./convert-methods-to-error.ts";
import { SdkError } from "./sdk-error.ts";

const double = wrapPromise(async (n: number) => {
  if (n < 0) throw new Error("negative");
  return n * 2;
});

describe("wrapPromise", () => {
  it("returns a promise without a callback", async () => {
    await expect(double(2)).resolves.toBe(4);
    await expect(double(-1)).rejects.toThrow("negative");
  });

  it("with a trailing callback returns undefined and calls back (null, result) later", async () => {
    const cb = vi.fn();
    expect(double(3, cb)).toBeUndefined();
    expect(cb).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(cb).toHaveBeenCalledWith(null, 6));
  });

  it("calls back (err) on failure, once", async () => {
    const cb = vi.fn();
    double(-1, cb);
    await vi.waitFor(() => expect(cb).toHaveBeenCalledTimes(1));
    expect(cb.mock.calls[0]![0]).toBeInstanceOf(Error);
    expect(cb.mock.calls[0]).toHaveLength(1);
  });
});

describe("convertMethodsToError", () => {
  it("makes each method throw METHOD_CALLED_AFTER_TEARDOWN synchronously", () => {
    const instance = { fetch: () => 1, teardown: () => 2, other: () => 3 };
    convertMethodsToError(instance, ["fetch", "teardown"]);
    let thrown: unknown;
    try {
      instance.fetch();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SdkError);
    expect(thrown).toMatchObject({
      name: "BraintreeError",
      type: "MERCHANT",
      code: "METHOD_CALLED_AFTER_TEARDOWN",
      message: "fetch cannot be called after teardown.",
    });
    expect(() => instance.teardown()).toThrow("teardown cannot be called after teardown.");
    expect(instance.other()).toBe(3);
  });
});
