import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanReturnUrl, detectPaymentReturn } from "./return-params.ts";
import { claimPaymentReturn, RETURN_CLAIM } from "./return-detect.ts";

describe("step 0 return parameters (spec §2)", () => {
  it("detects the hosted-checkout return", () => {
    expect(detectPaymentReturn("?payment_provider=mollie&order_id=o1&guest_id=g1&event_id=101")).toEqual({
      kind: "hosted",
      orderId: "o1",
      guestId: "g1",
      eventId: "101",
    });
  });
  it("detects the card-intent return", () => {
    expect(
      detectPaymentReturn("?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded"),
    ).toEqual({
      kind: "card-intent",
      paymentIntent: "pi_1",
      clientSecret: "pi_1_secret_x",
      redirectStatus: "succeeded",
    });
  });
  it("detects the wallet local-payment return, complete or not", () => {
    expect(detectPaymentReturn("?token=t&paymentId=p&PayerID=y")).toEqual({
      kind: "wallet",
      token: "t",
      paymentId: "p",
      payerId: "y",
    });
    expect(detectPaymentReturn("?paymentId=p")).toEqual({ kind: "wallet", token: null, paymentId: "p", payerId: null });
  });
  it("ignores addresses without return parameters", () => {
    expect(detectPaymentReturn("")).toBeNull();
    expect(detectPaymentReturn("?voucher=EARLY20&token=abc")).toBeNull();
  });
  it("removes only payment parameters from the address", () => {
    expect(cleanReturnUrl("https://x.test/e?voucher=A&payment_intent=pi&redirect_status=ok#top")).toBe(
      "https://x.test/e?voucher=A#top",
    );
  });
});

describe("claimPaymentReturn (step-1 check)", () => {
  const page = globalThis as Record<string, unknown>;
  beforeEach(() => void delete page[RETURN_CLAIM]); // a fresh page
  afterEach(() => void delete page[RETURN_CLAIM]);
  const RETURN = "?payment_provider=mollie&order_id=o&guest_id=g&event_id=101";

  it("claims a return once per page, and a hosted return only for its event", () => {
    expect(claimPaymentReturn("?voucher=A", null)).toBe(false);
    expect(claimPaymentReturn(RETURN, "102")).toBe(false);
    expect(claimPaymentReturn(RETURN, "101")).toBe(true);
    expect(claimPaymentReturn(RETURN, "101")).toBe(false);
  });

  it("one claim for the page across bundles: another copy of the module (iframe mode's frame-host) sees it", async () => {
    expect(claimPaymentReturn(RETURN, "101")).toBe(true);
    vi.resetModules();
    const other = await import("./return-detect.ts"); // a second instance of the module, as in another bundle
    expect(other.claimPaymentReturn).not.toBe(claimPaymentReturn);
    expect(other.claimPaymentReturn(RETURN, "101")).toBe(false);
  });
});
