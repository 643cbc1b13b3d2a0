import { describe, expect, it } from "vitest";
import { pickEncoding } from "./encoding.ts";

describe("pickEncoding", () => {
  it("answers uncompressed without a header", () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("")).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
  });

  it("prefers Brotli, then gzip, as browsers send them", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("x-gzip")).toBe("gzip");
    expect(pickEncoding(["deflate", "gzip"])).toBe("gzip");
  });

  it("respects q-values, including a refusal with q=0", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(pickEncoding("GZIP;Q=0.5")).toBe("gzip");
    expect(pickEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });

  it("takes * for any coding not named", () => {
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("br;q=0, *")).toBe("gzip");
    expect(pickEncoding("*;q=0")).toBeNull();
  });
});
