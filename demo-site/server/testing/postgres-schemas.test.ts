// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isLeftover } from "./postgres-schemas.ts";

describe("isLeftover", () => {
  const now = 1_800_000_000;
  const gone = () => false;
  const running = () => true;

  it("keeps a schema whose process runs", () => {
    expect(isLeftover(`tc_test_123_${now - 30 * 3600}_ab12cd34`, now, running)).toBe(false);
  });

  it("keeps a young schema whose pid looks gone: its process may run in another pid namespace", () => {
    expect(isLeftover(`tc_test_123_${now - 60}_ab12cd34`, now, gone)).toBe(false);
  });

  it("drops an old schema whose process is gone, and one named the old way (no time) by its pid alone", () => {
    expect(isLeftover(`tc_test_123_${now - 7 * 3600}_ab12cd34`, now, gone)).toBe(true);
    expect(isLeftover("tc_test_123_ab12cd34", now, gone)).toBe(true);
    expect(isLeftover("tc_test_123_ab12cd34", now, running)).toBe(false);
  });
});
