import { describe, expect, it } from "vitest";
import { BRAINTREE_LIBRARY_VERSION, PLATFORM, VERSION } from "./constants.ts";

describe("constants", () => {
  it("library version field follows braintree/<platform>/<version>", () => {
    expect(VERSION).toBe("3.109.0");
    expect(BRAINTREE_LIBRARY_VERSION).toBe(`braintree/${PLATFORM}/${VERSION}`);
  });
});
