import { afterEach, describe, expect, it, vi } from "vitest";
import { openPopup } from "./popup.ts";
import { waitForPopup } from "./popup-flow.ts";
import { fakeWindowOpen, postAs } from "./testing/fake-popup.ts";

const ORIGIN = "https://assets.braintreegateway.com";
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function start(kinds?: string[]) {
  vi.useFakeTimers();
  const open = fakeWindowOpen();
  const popup = openPopup({ url: `${ORIGIN}/landing.html`, name: "n", width: 1, height: 1 })!;
  const wait = waitForPopup({ popup, origin: ORIGIN, channel: "c1", timeoutMs: 60_000, kinds });
  return { win: open.last()!, wait, popup };
}

describe("waitForPopup", () => {
  it("ends with the first checked message of a wanted kind", async () => {
    const { win, wait } = start(["return"]);
    postAs(win, ORIGIN, { channel: "c1", kind: "progress", params: {} });
    postAs(win, "https://evil.example", { channel: "c1", kind: "return", params: { token: "forged" } });
    postAs(win, ORIGIN, { channel: "c1", kind: "return", params: { token: "EC-1" } });
    await expect(wait.outcome).resolves.toEqual({
      kind: "message",
      message: { channel: "c1", kind: "return", params: { token: "EC-1" } },
    });
  });

  it("is not ended by the landing page's report", async () => {
    const { win, wait } = start();
    postAs(win, ORIGIN, { channel: "c1", kind: "landing", params: {} });
    postAs(win, ORIGIN, { channel: "c1", kind: "return", params: {} });
    await expect(wait.outcome).resolves.toMatchObject({ kind: "message", message: { kind: "return" } });
  });

  it("notices a popup the user closed within one poll", async () => {
    const { win, wait } = start();
    win.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    await expect(wait.outcome).resolves.toEqual({ kind: "closed" });
  });

  it("closes the popup and ends with timeout when the bound runs out", async () => {
    const { win, wait } = start();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(wait.outcome).resolves.toEqual({ kind: "timeout" });
    expect(win.closed).toBe(true);
  });

  it("stop() ends it as closed and leaves no timer running", async () => {
    const { wait } = start();
    wait.stop();
    await expect(wait.outcome).resolves.toEqual({ kind: "closed" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
