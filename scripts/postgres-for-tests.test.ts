// @vitest-environment node
import { describe, expect, it } from "vitest";
import { answers, findPostgres, postgresBinDir, startThrowawayCluster } from "./postgres-for-tests.mjs";

const root = typeof process.getuid === "function" && process.getuid() === 0;

describe("scripts/postgres-for-tests.mjs", () => {
  it("finds a server that answers, and tells a dead address from a live one", async () => {
    const url = await findPostgres();
    expect(url).toMatch(/^postgres:\/\//);
    expect(await answers(url!)).toBe(true);
    expect(await answers("postgres://postgres@127.0.0.1:1/test")).toBe(false);
  });

  // The fresh-machine path: a cluster of its own from Debian's binaries (installed here; CI has them too).
  it.skipIf(!root || !postgresBinDir())(
    "starts a throwaway cluster in a temporary folder on a port of its own, and removes it",
    async () => {
      const cluster = await startThrowawayCluster(postgresBinDir()!);
      expect(cluster).not.toBeNull();
      try {
        expect(cluster!.url).not.toContain(":5432/");
        expect(await answers(cluster!.url)).toBe(true);
      } finally {
        cluster!.stop();
      }
      expect(await answers(cluster!.url)).toBe(false);
    },
    60_000,
  );
});
