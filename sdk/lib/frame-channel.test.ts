import { afterEach, describe, expect, it, vi } from "vitest";
import { channelId, listenOnChannel, originOf } from "./frame-channel.ts";
import { postAs } from "./testing/fake-popup.ts";

const ORIGIN = "https://assets.braintreegateway.com";
const popup = { name: "popup" };
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function listen(channel = "abc") {
  const received = vi.fn();
  stop = listenOnChannel({ origin: ORIGIN, channel, source: () => popup, onMessage: received });
  return received;
}

describe("frame channel", () => {
  it("delivers a message from the assets origin, the popup and the channel, keeping only string params", () => {
    const received = listen();
    postAs(popup, ORIGIN, { channel: "abc", kind: "return", params: { token: "EC-1", PayerID: "P1", n: 3 } });
    expect(received).toHaveBeenCalledWith({ channel: "abc", kind: "return", params: { token: "EC-1", PayerID: "P1" } });
  });

  it.each([
    ["another origin", { name: "popup" }, "https://evil.example", { channel: "abc", kind: "return" }],
    ["another window", { name: "other" }, ORIGIN, { channel: "abc", kind: "return" }],
    ["another channel", undefined, ORIGIN, { channel: "xyz", kind: "return" }],
    ["no kind", undefined, ORIGIN, { channel: "abc" }],
    ["a string (e.g. framebus traffic)", undefined, ORIGIN, "/*framebus*/{}"],
    ["null", undefined, ORIGIN, null],
  ])("ignores a message with %s", (_name, source, origin, data) => {
    const received = listen();
    postAs(source ?? popup, origin, data);
    expect(received).not.toHaveBeenCalled();
  });

  it("stops listening when told", () => {
    const received = listen();
    stop!();
    postAs(popup, ORIGIN, { channel: "abc", kind: "return", params: {} });
    expect(received).not.toHaveBeenCalled();
  });

  it("never matches when the assets URL is not a URL", () => {
    expect(originOf("not a url")).toBe("");
    const received = vi.fn();
    stop = listenOnChannel({ origin: originOf("nope"), channel: "abc", source: () => popup, onMessage: received });
    postAs(popup, "", { channel: "abc", kind: "return" });
    expect(received).not.toHaveBeenCalled();
  });

  it("makes 32-hex-digit channel ids that differ", () => {
    const a = channelId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(channelId()).not.toBe(a);
    expect(originOf("https://assets.braintreegateway.com/web/3.109.0/html/")).toBe(ORIGIN);
  });
});
