import { describe, expect, it } from "vitest";
import { checkNavigation } from "./navigation-allow-list.ts";

const prod = { checkoutOrigin: "https://tickets.example", hostOrigin: "https://organizer.example" };
const demo = { checkoutOrigin: "http://localhost:4000", hostOrigin: "http://127.0.0.1:5000" };

describe("checkNavigation", () => {
  it("allows https provider pages, the checkout server and the organizer's own origin", () => {
    for (const url of [
      "https://www.mollie.com/checkout/select-method/abc",
      "https://checkout.stripe.com/c/pay/cs_1",
      "https://www.paypal.com/checkoutnow?token=1",
      "https://tickets.example/sandbox/mollie/checkout/tr_1",
      "https://organizer.example/tickets?x=1",
    ]) {
      expect(checkNavigation(url, prod), url).toEqual({ ok: true, url: new URL(url).href });
    }
  });

  it("allows http only on loopback, and only for the checkout server or the organizer page", () => {
    expect(checkNavigation("http://localhost:4000/sandbox/mollie/checkout/tr_1", demo).ok).toBe(true);
    expect(checkNavigation("http://127.0.0.1:5000/page", demo).ok).toBe(true);
    expect(checkNavigation("http://localhost:4001/", demo).ok).toBe(false); // another port is another origin
    expect(checkNavigation("http://tickets.example/x", { ...prod, checkoutOrigin: "http://tickets.example" }).ok).toBe(
      false,
    );
    expect(checkNavigation("http://www.mollie.com/checkout", prod).ok).toBe(false);
  });

  it("refuses script and data URLs, other schemes, unknown hosts, look-alikes and credentials", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "blob:https://tickets.example/1",
      "ftp://www.mollie.com/",
      "https://evil.example/",
      "https://www.mollie.com.evil.example/",
      "https://www.mollie.com:8443/",
      "https://user:pw@www.mollie.com/",
      "//www.mollie.com/",
      "/relative",
      "",
    ]) {
      expect(checkNavigation(url, prod).ok, url).toBe(false);
    }
  });
});
