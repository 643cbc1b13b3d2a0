import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchedFetch } from "./prefetched-fetch.ts";

const w = window as unknown as { __ticketCheckoutLoader?: unknown };

afterEach(() => {
  delete w.__ticketCheckoutLoader;
  vi.unstubAllGlobals();
});

describe("prefetchedFetch", () => {
  it("uses the loader's answer once, then fetches", async () => {
    const early = { event: { id: 1, name: "early" } };
    const answers = new Map([["http://api/api/events/1", Promise.resolve(early)]]);
    w.__ticketCheckoutLoader = { take: (url: string) => { const a = answers.get(url); answers.delete(url); return a; } };
    const fetchMock = vi.fn(async () => new Response("late"));
    vi.stubGlobal("fetch", fetchMock);
    expect(await (await prefetchedFetch("http://api/api/events/1")).json()).toEqual({ id: 1, name: "early" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await (await prefetchedFetch("http://api/api/events/1")).text()).toBe("late");
  });

  it("falls back to fetch when the prefetch failed", async () => {
    w.__ticketCheckoutLoader = { take: () => Promise.resolve(undefined) };
    vi.stubGlobal("fetch", vi.fn(async () => new Response("late")));
    expect(await (await prefetchedFetch("http://api/x")).text()).toBe("late");
  });

  it("lets the abort signal win over a prefetch that never answers", async () => {
    w.__ticketCheckoutLoader = { take: () => new Promise(() => {}) };
    const controller = new AbortController();
    const pending = prefetchedFetch("http://api/x", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/Aborted/);
  });
});
