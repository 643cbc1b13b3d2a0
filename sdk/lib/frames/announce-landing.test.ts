import { afterEach, describe, expect, it, vi } from "vitest";
import { announceLanding } from "./announce-landing.ts";
import { postAs } from "../testing/fake-popup.ts";

const CHANNEL = "0123456789abcdef0123456789abcdef";

afterEach(() => {
  vi.restoreAllMocks();
  window.name = "";
});

function landOn(name: string) {
  window.name = name;
  const opener = { postMessage: vi.fn() };
  vi.spyOn(window, "opener", "get").mockReturnValue(opener);
  const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
  const listeners: EventListenerOrEventListenerObject[] = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push(listener);
      add(type, listener);
    },
  );
  announceLanding();
  return { opener, close, cleanup: () => listeners.forEach((l) => window.removeEventListener("message", l)) };
}

describe("announceLanding", () => {
  it("tells the opener it is showing, on the channel of the window name", () => {
    const { opener, cleanup } = landOn(`sepadirectdebit_${CHANNEL}`);
    expect(opener.postMessage).toHaveBeenCalledWith({ channel: CHANNEL, kind: "landing", params: {} }, "*");
    cleanup();
  });

  it("closes itself when its opener asks on this channel, and only then", () => {
    const { opener, close, cleanup } = landOn(`sepadirectdebit_${CHANNEL}`);
    postAs({}, "https://merchant.example", { channel: CHANNEL, kind: "close" });
    postAs(opener, "https://merchant.example", { channel: "f".repeat(32), kind: "close" });
    postAs(opener, "https://merchant.example", { channel: CHANNEL, kind: "landing" });
    expect(close).not.toHaveBeenCalled();
    postAs(opener, "https://merchant.example", { channel: CHANNEL, kind: "close" });
    expect(close).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it("says nothing and listens to nothing without a channel in the window name", () => {
    const { opener } = landOn("sepadirectdebit");
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(window.addEventListener).not.toHaveBeenCalled();
  });
});
