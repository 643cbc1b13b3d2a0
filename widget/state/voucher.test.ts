import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyVoucherAtom, editVoucherCodeAtom, setVoucherEnabledAtom, voucherAtom } from "./voucher.ts";

afterEach(() => vi.unstubAllGlobals());

describe("voucher state", () => {
  it("applies a valid code and sends event_id and the trimmed code", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ valid: true, discount: 20 })));
    vi.stubGlobal("fetch", fetchMock);
    const store = createStore();
    store.set(setVoucherEnabledAtom, true);
    store.set(editVoucherCodeAtom, " EARLY20 ");
    await store.set(applyVoucherAtom, { apiOrigin: "http://api", eventId: 101 });
    expect(store.get(voucherAtom)).toMatchObject({
      enabled: true,
      code: "EARLY20",
      valid: true,
      discount: 20,
      error: null,
      checking: false,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api/api/check-coupon");
    expect(JSON.parse(init.body as string)).toEqual({ event_id: 101, coupon: "EARLY20" });
  });

  it("drops an answer that arrives after the code was edited", async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((r) => {
            answer = r;
          }),
      ),
    );
    const store = createStore();
    store.set(setVoucherEnabledAtom, true);
    store.set(editVoucherCodeAtom, "EARLY20");
    const pending = store.set(applyVoucherAtom, { apiOrigin: "http://api", eventId: 101 });
    store.set(editVoucherCodeAtom, "OTHER");
    answer(new Response(JSON.stringify({ valid: true, discount: 20 })));
    await pending;
    expect(store.get(voucherAtom)).toMatchObject({ code: "OTHER", valid: false, discount: 0 });
  });

  it("unticking during a check leaves everything cleared", async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((r) => {
            answer = r;
          }),
      ),
    );
    const store = createStore();
    const pending = store.set(applyVoucherAtom, { apiOrigin: "http://api", eventId: 101, code: "EARLY20" });
    store.set(setVoucherEnabledAtom, false);
    answer(new Response(JSON.stringify({ valid: true, discount: 20 })));
    await pending;
    expect(store.get(voucherAtom)).toMatchObject({ enabled: false, code: "", valid: false, discount: 0, error: null });
  });
});
