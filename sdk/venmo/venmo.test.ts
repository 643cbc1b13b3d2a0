import { afterEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { fakeWindowOpen, postAs } from "../lib/testing/fake-popup.ts";
import { publicMethods } from "../lib/testing/public-methods.ts";
import { CREATE_CONTEXT, LEGACY_CREATE_CONTEXT, UPDATE_CONTEXT } from "./queries.ts";

const ASSETS = "https://assets.braintreegateway.com";
const venmo = {
  merchantId: "venmo-merchant",
  accessToken: "access-token",
  environment: "sandbox",
  enrichedCustomerDataEnabled: false,
};
const gateway = (extra: Record<string, unknown> = {}) =>
  fakeClient({ assetsUrl: ASSETS, environment: "sandbox", payWithVenmo: venmo, ...extra });
const context = (id = "pc-1", lifetimeMs = 300_000) => ({
  id,
  merchantId: "m",
  createdAt: new Date(0).toISOString(),
  expiresAt: new Date(lifetimeMs).toISOString(),
});
const created = (id?: string, lifetimeMs?: number) => () => ({
  data: { createVenmoPaymentContext: { venmoPaymentContext: context(id, lifetimeMs) } },
});
const node =
  (status: string, extra: Record<string, unknown> = {}) =>
  () => ({ data: { node: { status, ...extra } } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState({}, "", location.pathname);
});

describe("venmo create", () => {
  it("validates profileId and deepLinkReturnUrl before the client, and needs payWithVenmo", async () => {
    const client = gateway();
    await expect(create({ client, profileId: 5 as never })).rejects.toMatchObject({
      code: "VENMO_INVALID_PROFILE_ID",
      type: "MERCHANT",
    });
    await expect(create({ client, deepLinkReturnUrl: {} as never })).rejects.toMatchObject({
      code: "VENMO_INVALID_DEEP_LINK_RETURN_URL",
    });
    await expect(create({ client: fakeClient({ assetsUrl: ASSETS }) })).rejects.toMatchObject({
      code: "VENMO_NOT_ENABLED",
      message: "Venmo is not enabled for this merchant.",
    });
    const instance = await create({ client });
    expect(publicMethods(instance)).toEqual([
      "appSwitch",
      "cancelTokenization",
      "getUrl",
      "hasTokenizationResult",
      "isBrowserSupported",
      "processHashChangeFlowResults",
      "teardown",
      "tokenize",
    ]);
    expect(client.requests).toEqual([]); // legacy mobile flow: no payment context up front
    expect(instance.isBrowserSupported()).toBe(false); // desktop without allowDesktop
    expect((await create({ client, allowDesktop: true })).isBrowserSupported()).toBe(true);
  });

  it("creates the new payment context (paymentMethodUsage upper-cased, line items with unitTaxAmount 0)", async () => {
    const client = gateway();
    client.reply(created());
    const lineItems = [{ quantity: 1, unitAmount: "5.00", name: "Ticket", kind: "debit" as const }];
    await create({ client, paymentMethodUsage: "single_use", displayName: "Shop", totalAmount: "5.00", lineItems });
    expect(client.requests[0]).toEqual({
      api: "graphQLApi",
      data: {
        query: CREATE_CONTEXT,
        variables: {
          input: {
            paymentMethodUsage: "SINGLE_USE",
            intent: "CONTINUE",
            customerClient: "MOBILE_WEB",
            isFinalAmount: false,
            displayName: "Shop",
            paysheetDetails: {
              collectCustomerBillingAddress: false,
              collectCustomerShippingAddress: false,
              transactionDetails: { totalAmount: "5.00", lineItems: [{ ...lineItems[0], unitTaxAmount: "0" }] },
            },
          },
        },
      },
    });
    expect(lineItems[0]).not.toHaveProperty("unitTaxAmount");
  });

  it("manual return uses the legacy QR-code context; address collection without ECD and gateway errors reject SETUP_FAILED", async () => {
    const client = gateway();
    client.reply(() => ({ data: { createVenmoQRCodePaymentContext: { venmoQRCodePaymentContext: context() } } }));
    await create({ client, requireManualReturn: true });
    expect(client.requests[0]!.data).toEqual({
      query: LEGACY_CREATE_CONTEXT,
      variables: { input: { environment: "SANDBOX", intent: "PAY_FROM_APP" } },
    });
    // create() does not wait for the context (as braintree-web); getUrl and tokenize report its failure.
    const ecd = await create({ client, paymentMethodUsage: "multi_use", collectCustomerBillingAddress: true });
    await expect(ecd.getUrl()).rejects.toMatchObject({
      code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
      message: "Something went wrong creating the Venmo Payment Context.",
      details: { originalError: { code: "ECD_DISABLED" } },
    });
    const validation = clientErrors.graphQL();
    (
      validation.details as { originalError: { extensions: Record<string, string> }[] }
    ).originalError[0]!.extensions.errorType = "user_error";
    client.reply(() => {
      throw validation;
    });
    const failed = await create({ client, paymentMethodUsage: "multi_use" });
    client.reply(created("pc-retry"));
    await expect(failed.tokenize()).rejects.toMatchObject({
      code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
      message: "Variable 'input' has an invalid value.",
    });
    // Unlike braintree-web (stuck in "request active"), the next tokenization starts with a fresh context.
    expect(await failed.getUrl()).toContain("resource_id=pc-retry");
  });

  it("refreshes the payment context at 2/3 of its lifetime", async () => {
    vi.useFakeTimers();
    const client = gateway();
    client.reply(created("pc-1", 300_000));
    client.reply(created("pc-2", 300_000));
    const instance = await create({ client, paymentMethodUsage: "single_use" });
    await vi.advanceTimersByTimeAsync(199_000);
    expect(client.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.requests).toHaveLength(2);
    expect(await instance.getUrl()).toContain("resource_id=pc-2");
    await instance.teardown();
  });
});

describe("venmo mobile flows", () => {
  it("reads a legacy result from the fragment: success, error, cancel; one tokenization at a time", async () => {
    const instance = await create({ client: gateway() });
    location.hash = "venmoSuccess=1&payment_method_nonce=nonce-1&username=%40pat&resource_id=pc-9";
    expect(instance.hasTokenizationResult()).toBe(true);
    const first = instance.tokenize();
    await expect(instance.tokenize()).rejects.toMatchObject({ code: "VENMO_TOKENIZATION_REQUEST_ACTIVE" });
    expect(await first).toEqual({
      nonce: "nonce-1",
      type: "VenmoAccount",
      details: { username: "@pat", paymentContextId: "pc-9" },
    });
    expect(location.hash).toBe("");
    location.hash = "venmoError=1&errorMessage=Boom%2520x&errorCode=42";
    await expect(instance.tokenize()).rejects.toMatchObject({
      code: "VENMO_APP_FAILED",
      details: { originalError: { message: "Boom x", code: "42" } },
    });
    location.hash = "venmoCancel=1";
    await expect(instance.tokenize()).rejects.toMatchObject({ code: "VENMO_APP_CANCELED" });
    await expect(instance.cancelTokenization()).rejects.toMatchObject({
      code: "VENMO_TOKENIZATION_REQUEST_NOT_ACTIVE",
    });
  });

  it("app switch: opens the Venmo address and resolves on the hashchange the app causes", async () => {
    await new Promise((resolve) => setTimeout(resolve, 20)); // earlier tests' hashchange events are delivered late
    const open = fakeWindowOpen();
    const instance = await create({ client: gateway(), profileId: "profile-7" });
    const result = instance.tokenize();
    await vi.waitFor(() => expect(open.calls).toHaveLength(1));
    const url = new URL(open.calls[0]!.url);
    expect(url.origin + url.pathname).toBe("https://venmo.com/braintree/checkout");
    expect(url.searchParams.get("x-success")).toBe(`${location.href}#venmoSuccess=1`);
    expect(url.searchParams.get("braintree_merchant_id")).toBe("profile-7");
    expect(url.searchParams.get("braintree_access_token")).toBe("access-token");
    location.hash = "venmoSuccess=1&paymentMethodNonce=n-2&username=kim"; // the browser fires hashchange
    expect(await result).toMatchObject({ nonce: "n-2", details: { username: "@kim" } });
  });

  /** A mobile instance that polls (requireManualReturn), on fake timers, its first payment context pc-1 made. */
  async function manualReturn() {
    vi.useFakeTimers();
    fakeWindowOpen();
    const client = gateway();
    client.reply(created("pc-1"));
    return { client, instance: await create({ client, requireManualReturn: true, paymentMethodUsage: "single_use" }) };
  }

  it("manual return polls every 250 ms until APPROVED, then makes a fresh context", async () => {
    const { client, instance } = await manualReturn();
    client.reply(node("CREATED"));
    client.reply(node("SCANNED"));
    client.reply(
      node("APPROVED", { paymentMethodId: "nonce-3", userName: "lee", payerInfo: { userName: "lee", email: "l@e.x" } }),
    );
    client.reply(created("pc-2"));
    const result = instance.tokenize();
    await vi.advanceTimersByTimeAsync(600);
    expect(await result).toEqual({
      nonce: "nonce-3",
      type: "VenmoAccount",
      details: { username: "@lee", paymentContextId: "pc-1", payerInfo: { userName: "@lee", email: "l@e.x" } },
    });
    expect(client.requests.map((r) => (r.data as { variables: unknown }).variables)).toEqual([
      expect.anything(),
      { id: "pc-1" },
      { id: "pc-1" },
      { id: "pc-1" },
      expect.anything(),
    ]);
  });

  it("manual return: a terminal status rejects, 5 minutes without one rejects TIMEOUT, cancelTokenization cancels", async () => {
    const { client, instance } = await manualReturn();
    client.reply(node("EXPIRED"));
    client.reply(created("pc-2"));
    await expect(instance.tokenize()).rejects.toMatchObject({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED" });
    for (let i = 0; i < 1300; i++) client.reply(node("CREATED"));
    const timedOut = instance.tokenize().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(300_500);
    client.reply(created("pc-3"));
    await vi.advanceTimersByTimeAsync(500);
    expect(await timedOut).toMatchObject({ code: "VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT" });
  });

  it("cancelTokenization stops the 250 ms status polling (braintree-web polls on)", async () => {
    const { client, instance } = await manualReturn();
    for (let i = 0; i < 3; i++) client.reply(node("CREATED"));
    const result = instance.tokenize().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600); // a query at once, then one every 250 ms: 3
    expect(client.requests).toHaveLength(4);
    client.reply(() => ({ data: {} }));
    client.reply(created("pc-2"));
    await instance.cancelTokenization();
    expect(await result).toMatchObject({ code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT" });
    const afterCancel = client.requests.length; // + the CANCELED update and the next context
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.requests).toHaveLength(afterCancel);
    expect(client.requests.slice(4).map((r) => (r.data as { query: string }).query === UPDATE_CONTEXT)).toContain(true);
  });

  it("cancelTokenization rejects the running tokenization and sets the context CANCELED; teardown makes methods throw", async () => {
    fakeWindowOpen();
    const client = gateway();
    client.reply(created("pc-1"));
    const instance = await create({ client, requireManualReturn: true, paymentMethodUsage: "single_use" });
    client.reply(() => new Promise(() => undefined)); // the status query never answers
    const result = instance.tokenize();
    await vi.waitFor(() => expect(client.requests).toHaveLength(2));
    client.reply(() => ({ data: {} }));
    client.reply(created("pc-2"));
    await instance.cancelTokenization();
    await expect(result).rejects.toMatchObject({ code: "VENMO_TOKENIZATION_CANCELED_BY_MERCHANT" });
    expect(client.requests[2]!.data).toEqual({
      query: UPDATE_CONTEXT,
      variables: { input: { id: "pc-1", status: "CANCELED" } },
    });
    await instance.teardown();
    expect(() => instance.tokenize()).toThrow(expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN" }));
  });
});

describe("venmo desktop web login", () => {
  it("opens a 400x570 popup, sends it to Venmo's login, and checks the status at most 3 times", async () => {
    const open = fakeWindowOpen();
    const client = gateway();
    client.reply(created("pc-1"));
    const instance = await create({ client, allowDesktopWebLogin: true, paymentMethodUsage: "single_use" });
    expect(client.requests[0]!.data).toMatchObject({ variables: { input: { customerClient: "NATIVE_WEB" } } });
    for (let i = 0; i < 4; i++) client.reply(node("SCANNED"));
    client.reply(created("pc-2"));
    const result = instance.tokenize().catch((e: unknown) => e);
    const call = open.calls[0]!;
    expect(call.url).toBe(`${ASSETS}/web/3.109.0/html/venmo-landing-frame.html`);
    expect(call.features).toMatch(/width=400,height=570/);
    await vi.waitFor(() => expect(call.window!.visited).toHaveLength(2));
    const login = new URL(call.window!.visited[1]!);
    expect(login.origin + login.pathname).toBe("https://account.venmo.com/go/web");
    const channel = /channel=([0-9a-f]{32})/.exec(login.searchParams.get("x-success")!)![1];
    expect(document.getElementById("venmo-message")?.textContent).toBe("What would you like to do?");
    postAs(call.window, ASSETS, { channel, kind: "return", params: {} });
    expect(await result).toMatchObject({ code: "VENMO_TOKENIZATION_FAILED" });
    expect(
      client.requests.filter((r) => (r.data as { variables: { id?: string } }).variables.id === "pc-1"),
    ).toHaveLength(4); // 3 checks + the CREATED probe
    expect(call.window!.closed).toBe(true);
    expect(document.getElementById("venmo-desktop-web-backdrop")).toBeNull();
  });
});
