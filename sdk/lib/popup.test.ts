import { afterEach, describe, expect, it, vi } from "vitest";
import { centredPopupFeatures, openPopup } from "./popup.ts";
import { fakeWindowOpen, postAs } from "./testing/fake-popup.ts";

afterEach(() => vi.restoreAllMocks());

describe("popup", () => {
  it("opens a popup of the given size centred on the browser window", () => {
    vi.spyOn(window, "outerWidth", "get").mockReturnValue(1200);
    vi.spyOn(window, "outerHeight", "get").mockReturnValue(900);
    vi.spyOn(window, "screenX", "get").mockReturnValue(100);
    vi.spyOn(window, "screenY", "get").mockReturnValue(50);
    expect(centredPopupFeatures(400, 570)).toBe("resizable,scrollbars,width=400,height=570,top=215,left=500");
    const open = fakeWindowOpen();
    const popup = openPopup({
      url: "https://assets.example/landing.html",
      name: "sepadirectdebit_1",
      width: 400,
      height: 570,
    });
    expect(popup).not.toBeNull();
    expect(open.calls[0]).toMatchObject({
      url: "https://assets.example/landing.html",
      name: "sepadirectdebit_1",
      features: "resizable,scrollbars,width=400,height=570,top=215,left=500",
    });
  });

  it("returns null when the browser blocks the popup or window.open throws", () => {
    fakeWindowOpen({ blocked: true });
    expect(openPopup({ url: "u", name: "n", width: 1, height: 1 })).toBeNull();
    vi.restoreAllMocks();
    vi.spyOn(window, "open").mockImplementation(() => {
      throw new Error("no popups here");
    });
    expect(openPopup({ url: "u", name: "n", width: 1, height: 1 })).toBeNull();
  });

  it("focuses, redirects and closes while open, and does nothing once closed", () => {
    const open = fakeWindowOpen();
    const popup = openPopup({ url: "a", name: "n", width: 1, height: 1 })!;
    const win = open.last()!;
    popup.focus();
    popup.redirect("b");
    expect(win.focused).toBe(1);
    expect(win.visited).toEqual(["a", "b"]);
    expect(popup.isClosed()).toBe(false);
    popup.close();
    expect(popup.isClosed()).toBe(true);
    popup.focus();
    popup.redirect("c");
    expect(win.focused).toBe(1);
    expect(win.visited).toEqual(["a", "b"]);
  });
});

describe("popup landing protocol", () => {
  const ORIGIN = "https://assets.example";
  const CHANNEL = "0123456789abcdef0123456789abcdef";
  const landing = { channel: CHANNEL, kind: "landing", params: {} };
  function start() {
    const open = fakeWindowOpen();
    const popup = openPopup({ url: `${ORIGIN}/landing.html`, name: `flow_${CHANNEL}`, width: 1, height: 1 })!;
    return { popup, win: open.last()! };
  }

  it("repeats the last redirect when the landing page reports it is showing; a forged or foreign report is not heard", () => {
    const { popup, win } = start();
    // Shown before any redirect (the normal order): nothing to repeat.
    postAs(win, ORIGIN, landing);
    expect(win.visited).toEqual([`${ORIGIN}/landing.html`]);
    popup.redirect("https://provider.example/approve");
    postAs(win, "https://evil.example", landing);
    postAs(win, ORIGIN, { ...landing, channel: "f".repeat(32) });
    postAs({}, ORIGIN, landing);
    expect(win.visited).toEqual([`${ORIGIN}/landing.html`, "https://provider.example/approve"]);
    // The landing page's own load overtook that redirect: it is sent again.
    postAs(win, ORIGIN, landing);
    expect(win.visited).toEqual([
      `${ORIGIN}/landing.html`,
      "https://provider.example/approve",
      "https://provider.example/approve",
    ]);
    popup.close();
  });

  it("asks a landing page that reports after close() to close itself, once, on its own channel and origin", () => {
    const { popup, win } = start();
    // Chromium dropped the close (the page was still loading): the window is in fact open.
    win.close = () => undefined;
    popup.close();
    expect(win.posted).toEqual([]);
    postAs(win, "https://evil.example", landing);
    expect(win.posted).toEqual([]);
    postAs(win, ORIGIN, landing);
    expect(win.posted).toEqual([{ message: { channel: CHANNEL, kind: "close" }, targetOrigin: ORIGIN }]);
    // Nothing is listening any more.
    postAs(win, ORIGIN, landing);
    expect(win.posted).toHaveLength(1);
    expect(win.visited).toEqual([`${ORIGIN}/landing.html`]);
  });

  it("stops listening at close() once the landing page has shown", () => {
    const { popup, win } = start();
    const remove = vi.spyOn(window, "removeEventListener");
    postAs(win, ORIGIN, landing);
    popup.close();
    expect(remove).toHaveBeenCalledWith("message", expect.any(Function));
    postAs(win, ORIGIN, landing);
    expect(win.posted).toEqual([]);
  });

  it("listens for nothing when the window name carries no channel", () => {
    const add = vi.spyOn(window, "addEventListener");
    fakeWindowOpen();
    openPopup({ url: `${ORIGIN}/landing.html`, name: "flow", width: 1, height: 1 });
    expect(add).not.toHaveBeenCalledWith("message", expect.any(Function));
  });
});
