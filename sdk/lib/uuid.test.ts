import { afterEach, describe, expect, it, vi } from "vitest";
import { uuid } from "./uuid.ts";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("uuid", () => {
  it("is a version-4 id, different each call", () => {
    const a = uuid();
    expect(a).toMatch(V4);
    expect(uuid()).not.toBe(a);
  });

  it("needs only getRandomValues (randomUUID is missing on pages that are not a secure context)", () => {
    const real = crypto;
    const spy = vi.fn(<T extends ArrayBufferView>(array: T) => real.getRandomValues(array as never) as T);
    vi.stubGlobal("crypto", { getRandomValues: spy });
    const ids = Array.from({ length: 50 }, uuid);
    expect(spy).toHaveBeenCalledTimes(50);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(50);
  });
});
