import { afterEach, describe, expect, it, vi } from "vitest";
import { centredPopupFeatures, openPopup } from "./popup.ts";
import { fakeWindowOpen } from "./testing/fake-popup.ts";

afterEach(() => vi.restoreAllMocks());

describe("popup", () => {
  it("opens a popup of the given size centred on the browser window", () => {
    vi.spyOn(window, "outerWidth", "get").mockReturnValue(1200);
    vi.spyOn(window, "outerHeight", "get").mockReturnValue(900);
    vi.spyOn(window, "screenX", "get").mockReturnValue(100);
    vi.spyOn(window, "screenY", "get").mockReturnValue(50);
    expect(centredPopupFeatures(400, 570)).toBe("resizable,scrollbars,width=400,height=570,top=215,left=500");
    const open = fakeWindowOpen();
    const popup = openPopup({ url: "https://assets.example/landing.html", name: "sepadirectdebit_1", width: 400, height: 570 });
    expect(popup).not.toBeNull();
    expect(open.calls[0]).toMatchObject({ url: "https://assets.example/landing.html", name: "sepadirectdebit_1", features: "resizable,scrollbars,width=400,height=570,top=215,left=500" });
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
