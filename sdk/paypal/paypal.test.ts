import { afterEach, describe, expect, it, vi } from "vitest";
import { PayPal } from "./paypal.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { fakeWindowOpen, postAs, type FakePopupWindow } from "../lib/testing/fake-popup.ts";

const ASSETS = "https://checkout.paypal.com";
const HTML = `${ASSETS}/web/3.109.0/html/`;
const gateway = {
  paypalEnabled: true,
  assetsUrl: "https://assets.braintreegateway.com",
  paypal: { assetsUrl: ASSETS, displayName: "Shop", unvettedMerchant: false },
};

function setup(authorizationType = "CLIENT_TOKEN") {
  const client = fakeClient(gateway);
  const base = client.getConfiguration.bind(client);
  client.getConfiguration = () => ({ ...base(), authorizationType });
  return { client, instance: new PayPal(client) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The channel id of the flow: in the return URL the module sent. */
function channelOf(client: ReturnType<typeof fakeClient>): string {
  const data = client.requests[0]!.data as { returnUrl: string };
  return new URL(data.returnUrl).searchParams.get("channel")!;
}

async function untilRedirected(win: FakePopupWindow, count = 2) {
  await vi.waitFor(() => expect(win.visited.length).toBeGreaterThanOrEqual(count));
}

describe("PayPal tokenize", () => {
  it("checkout: opens the landing frame, sends it to the approval URL, creates the account from our return page's params", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/checkoutnow?token=EC-1" } }));
    client.reply(() => ({
      paypalAccounts: [
        {
          nonce: "pp-nonce",
          type: "PayPalAccount",
          details: { payerInfo: { email: "a@b.c" }, creditFinancingOffered: { term: 12 } },
        },
      ],
    }));
    const result = instance.tokenize({
      flow: "checkout",
      amount: "10.00",
      currency: "EUR",
      intent: "sale",
      useraction: "commit",
    });
    const call = open.calls[0]!;
    expect(call.url).toBe(`${HTML}paypal-landing-frame.html`);
    expect(call.name).toMatch(/^braintreepaypallanding_[0-9a-f]{32}$/);
    expect(call.features).toMatch(/width=450,height=535/);
    const win = call.window!;
    await untilRedirected(win);
    expect(win.visited[1]).toBe("https://www.paypal.com/checkoutnow?token=EC-1&useraction=commit");
    const channel = channelOf(client);
    expect(client.requests[0]).toEqual({
      method: "post",
      endpoint: "paypal_hermes/create_payment_resource",
      data: {
        returnUrl: `${HTML}redirect-frame.html?channel=${channel}`,
        cancelUrl: `${HTML}cancel-frame.html?channel=${channel}`,
        offerPaypalCredit: false,
        offerPayLater: false,
        experienceProfile: { brandName: "Shop", noShipping: "true", addressOverride: false },
        amount: "10.00",
        currencyIsoCode: "EUR",
        intent: "sale",
      },
    });
    postAs(win, "https://checkout.paypal.com", {
      channel,
      kind: "return",
      params: { paymentId: "PAY-1", token: "EC-1", PayerID: "PAYER" },
    });
    await expect(result).resolves.toEqual({
      nonce: "pp-nonce",
      type: "PayPalAccount",
      details: { email: "a@b.c" },
      creditFinancingOffered: { term: 12 },
    });
    expect(client.requests[1]).toEqual({
      method: "post",
      endpoint: "payment_methods/paypal_accounts",
      data: {
        paypalAccount: {
          correlationId: "EC-1",
          options: { validate: false },
          paymentToken: "PAY-1",
          payerId: "PAYER",
          unilateral: false,
          intent: "sale",
        },
      },
    });
    // While the account is created the popup stays on our return page (no navigation to race the close); then it is closed.
    expect(win.visited).toHaveLength(2);
    expect(win.closed).toBe(true);
  });

  it("vault: setup_billing_agreement, validate with a client token, billing agreement token", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({
      agreementSetup: { approvalUrl: "https://www.paypal.com/agreements/approve?ba_token=BA-1" },
    }));
    client.reply(() => ({ paypalAccounts: [{ nonce: "n2", type: "PayPalAccount", details: {} }] }));
    const address = { line1: "1 Main St", city: "Berlin", countryCode: "DE" };
    const result = instance.tokenize({
      flow: "vault",
      billingAgreementDescription: "Monthly",
      shippingAddressOverride: address,
      enableShippingAddress: true,
      shippingAddressEditable: false,
      displayName: "Mine",
      locale: "de_DE",
    });
    const win = open.last()!;
    await untilRedirected(win);
    expect(client.requests[0]).toMatchObject({
      endpoint: "paypal_hermes/setup_billing_agreement",
      data: {
        experienceProfile: { brandName: "Mine", localeCode: "de_DE", noShipping: "false", addressOverride: true },
        shippingAddress: address,
        description: "Monthly",
      },
    });
    postAs(win, ASSETS, { channel: channelOf(client), kind: "return", params: { ba_token: "BA-1", token: "T" } });
    await expect(result).resolves.toEqual({ nonce: "n2", type: "PayPalAccount", details: {} });
    expect(client.requests[1]!.data).toEqual({
      paypalAccount: { correlationId: "BA-1", options: { validate: true }, billingAgreementToken: "BA-1" },
    });
  });

  it("vault with a tokenization key does not ask for validation", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup("TOKENIZATION_KEY");
    client.reply(() => ({ agreementSetup: { approvalUrl: "https://www.paypal.com/a" } }));
    client.reply(() => ({ paypalAccounts: [{ nonce: "n3", type: "PayPalAccount" }] }));
    const result = instance.tokenize({ flow: "vault" });
    await untilRedirected(open.last()!);
    postAs(open.last()!, ASSETS, { channel: channelOf(client), kind: "return", params: { ba_token: "BA-2" } });
    await result;
    expect(client.requests[1]!.data).toMatchObject({ paypalAccount: { options: { validate: false } } });
  });

  it.each([undefined, {}, { flow: "express" }, { flow: "toString" }])(
    "rejects PAYPAL_FLOW_OPTION_REQUIRED for %j without opening a popup",
    async (options) => {
      const open = fakeWindowOpen();
      const { client, instance } = setup();
      await expect(instance.tokenize(options as never)).rejects.toMatchObject({
        type: "MERCHANT",
        code: "PAYPAL_FLOW_OPTION_REQUIRED",
        message: "PayPal flow property is invalid or missing.",
      });
      expect(open.calls).toHaveLength(0);
      expect(client.requests).toHaveLength(0);
    },
  );

  it("rejects PAYPAL_POPUP_OPEN_FAILED when the popup is blocked, and sends no request", async () => {
    fakeWindowOpen({ blocked: true });
    const { client, instance } = setup();
    await expect(instance.tokenize({ flow: "checkout" })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "PAYPAL_POPUP_OPEN_FAILED",
      message: "PayPal popup failed to open, make sure to tokenize in response to a user action.",
    });
    expect(client.requests).toHaveLength(0);
    // Not left active.
    await expect(instance.tokenize({ flow: "checkout" })).rejects.toMatchObject({ code: "PAYPAL_POPUP_OPEN_FAILED" });
  });

  it("allows one tokenization at a time", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const first = instance.tokenize({ flow: "checkout" });
    await expect(instance.tokenize({ flow: "checkout" })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "PAYPAL_TOKENIZATION_REQUEST_ACTIVE",
      message: "Another tokenization request is active.",
    });
    expect(open.calls).toHaveLength(1);
    instance.closeWindow();
    await expect(first).rejects.toMatchObject({
      type: "CUSTOMER",
      code: "PAYPAL_POPUP_CLOSED",
      message: "Customer closed PayPal popup before authorizing.",
    });
    // Cleared after the close: a new flow may start.
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/y" } }));
    const second = instance.tokenize({ flow: "checkout" });
    expect(open.calls).toHaveLength(2);
    open.last()!.closed = true;
    await expect(second).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("the cancel page closes the popup and rejects PAYPAL_POPUP_CLOSED", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const result = instance.tokenize({ flow: "checkout" });
    await untilRedirected(open.last()!);
    postAs(open.last()!, ASSETS, { channel: channelOf(client), kind: "cancel", params: { token: "EC-1" } });
    await expect(result).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
    expect(open.last()!.closed).toBe(true);
  });

  it("ignores a forged return from another origin", async () => {
    vi.useFakeTimers();
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const result = instance.tokenize({ flow: "checkout" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    postAs(open.last()!, "https://evil.example", {
      channel: channelOf(client),
      kind: "return",
      params: { paymentId: "X" },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.requests).toHaveLength(1);
    open.last()!.closed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it.each([
    [
      "422",
      clientErrors.http422(),
      { code: "PAYPAL_INVALID_PAYMENT_OPTION", type: "MERCHANT", message: "PayPal payment options are invalid." },
    ],
    [
      "500 (client error wrapped, as braintree-web's browser build does)",
      clientErrors.http500(),
      { code: "PAYPAL_FLOW_FAILED", details: { originalError: { code: "CLIENT_GATEWAY_NETWORK" } } },
    ],
    [
      "a non-SDK error",
      new Error("boom"),
      { code: "PAYPAL_FLOW_FAILED", type: "NETWORK", message: "Could not initialize PayPal flow." },
    ],
  ])("flow start failing with %s closes the popup and rejects", async (_name, error, expected) => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => {
      throw error;
    });
    await expect(instance.tokenize({ flow: "checkout" })).rejects.toMatchObject(expected);
    expect(open.last()!.closed).toBe(true);
  });

  it("an answer without an approval address is PAYPAL_FLOW_FAILED", async () => {
    fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({}));
    await expect(instance.tokenize({ flow: "vault" })).rejects.toMatchObject({ code: "PAYPAL_FLOW_FAILED" });
  });

  it("account creation failing rejects PAYPAL_ACCOUNT_TOKENIZATION_FAILED (the cause in details) and closes the popup", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    client.reply(() => {
      throw clientErrors.http422();
    });
    const result = instance.tokenize({ flow: "checkout" });
    await untilRedirected(open.last()!);
    postAs(open.last()!, ASSETS, {
      channel: channelOf(client),
      kind: "return",
      params: { paymentId: "P", token: "T", PayerID: "X" },
    });
    await expect(result).rejects.toMatchObject({
      code: "PAYPAL_ACCOUNT_TOKENIZATION_FAILED",
      type: "NETWORK",
      message: "Could not tokenize user's PayPal account.",
      details: { originalError: { code: "CLIENT_REQUEST_ERROR" } },
    });
    expect(open.last()!.closed).toBe(true);
  });

  it("with a callback returns {close, focus} at once that control the popup", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const callback = vi.fn();
    const handle = instance.tokenize({ flow: "checkout" }, callback);
    handle.focus();
    expect(open.last()!.focused).toBe(1);
    handle.close();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]![0]).toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
  });

  it("with a callback and no flow returns a no-op handle and calls back the error", async () => {
    fakeWindowOpen();
    const { instance } = setup();
    const callback = vi.fn();
    const handle = instance.tokenize({} as never, callback);
    expect(() => (handle.close(), handle.focus())).not.toThrow();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]![0]).toMatchObject({ code: "PAYPAL_FLOW_OPTION_REQUIRED" });
  });

  it("a popup left open rejects PAYPAL_POPUP_TIMEOUT after 15 minutes and is closed", async () => {
    vi.useFakeTimers();
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const result = instance.tokenize({ flow: "checkout" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(await result).toMatchObject({ code: "PAYPAL_POPUP_TIMEOUT", type: "CUSTOMER" });
    expect(open.last()!.closed).toBe(true);
  });

  it("teardown closes the popup (its tokenization rejects) and makes methods throw", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => ({ paymentResource: { redirectUrl: "https://www.paypal.com/x" } }));
    const result = instance.tokenize({ flow: "checkout" });
    await instance.teardown();
    expect(open.last()!.closed).toBe(true);
    await expect(result).rejects.toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
    for (const name of ["tokenize", "closeWindow", "focusWindow", "teardown"] as const) {
      expect(() => (instance[name] as () => unknown)()).toThrow(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          message: `${name} cannot be called after teardown.`,
        }),
      );
    }
  });

  it("closeWindow and focusWindow without a popup do nothing", () => {
    const { instance } = setup();
    expect(() => (instance.closeWindow(), instance.focusWindow())).not.toThrow();
  });
});
