// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readWorkers } from "./workers.ts";

describe("readWorkers (--workers N / WORKERS)", () => {
  it("reads the flag in both spellings before the variable, and is 1 without either", () => {
    expect(readWorkers(["--workers", "4"], { WORKERS: "2" })).toBe(4);
    expect(readWorkers(["--workers=3"], {})).toBe(3);
    expect(readWorkers([], { WORKERS: "2" })).toBe(2);
    expect(readWorkers([], {})).toBe(1);
  });

  it("refuses anything but a whole number from 1 to 256, saying what it expects", () => {
    for (const bad of ["0", "-1", "2.5", "many", "257"]) {
      expect(() => readWorkers(["--workers", bad], {})).toThrow(
        `--workers / WORKERS must be a whole number from 1 to 256 (server processes on one port); got "${bad}".`,
      );
    }
    expect(() => readWorkers(["--workers"], {})).toThrow('got "".');
  });
});
