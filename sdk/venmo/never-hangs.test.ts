// "No promise hangs", for venmo on the real SDK client: every public promise, against a network that never answers,
// a customer who never decides, and a QR overlay whose page never loads, settles within its documented bound:
// create -> the client's bound (60 s request timeout, one retry); polling -> 5 min + one client bound; the app
// switch, web-login popup and QR overlay -> TIMING.customerWaitMs (15 min); the overlay page -> CHUNK_TIMEOUT_MS.
// Fake timers run the clock; a build without a bound fails by timing out here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
} from "../lib/testing/fake-fetch.ts";
import { fakeWindowOpen, postAs } from "../lib/testing/fake-popup.ts";
import { settlesWithin } from "../lib/testing/settles-within.ts";

const CLIENT_BOUND_MS = 2 * 60_000 + 1_000;
const CUSTOMER_BOUND_MS = 15 * 60_000 + 1_000;
const POLL_BOUND_MS = 5 * 60_000 + CLIENT_BOUND_MS;
const config = sandboxConfiguration({
  payWithVenmo: { merchantId: "vm", accessToken: "at", environment: "sandbox", enrichedCustomerDataEnabled: true },
});
let token = 0;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const authorization = () => clientToken({ authorizationFingerprint: `venmo-never-hangs-${++token}` });
const contextAnswer = (body: any) => ({
  status: 200,
  body: {
    data: {
      createVenmoPaymentContext: {
        venmoPaymentContext: { id: "pc-1", createdAt: "2026-01-01T00:00:00Z", expiresAt: "2026-01-01T00:05:00Z" },
      },
    },
    _: body,
  },
});
/** Answers the context creation; status queries with `status` ("hang" = never). */
const venmoGateway = (status: string): FakeHandler =>
  gatewayHandler(config, (req) => {
    const query = String(req.json?.query ?? "");
    if (query.startsWith("mutation CreateVenmoPaymentContext")) return contextAnswer(null);
    if (status === "hang") return "hang";
    if (query.startsWith("query PaymentContext")) return { status: 200, body: { data: { node: { status } } } };
    return { status: 200, body: { data: {} } };
  });

describe("venmo never hangs", () => {
  it("create(), then getUrl and tokenize whose payment context request never answers settle within the client bound", async () => {
    installFakeFetch(gatewayHandler(config, () => "hang"));
    vi.useFakeTimers();
    const instance = (await settlesWithin(
      create({ authorization: authorization(), paymentMethodUsage: "single_use" }),
      2 * CLIENT_BOUND_MS,
    )) as import("./venmo.ts").Venmo;
    // tokenize: the failed context, then (as after every tokenization) the next one, each within the client bound.
    expect(await settlesWithin(instance.tokenize(), 2 * CLIENT_BOUND_MS)).toMatchObject({
      code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
    });
    expect(await settlesWithin(instance.getUrl(), 2 * CLIENT_BOUND_MS)).toMatchObject({
      code: "VENMO_MOBILE_PAYMENT_CONTEXT_SETUP_FAILED",
      details: { originalError: { code: "CLIENT_GATEWAY_NETWORK" } },
    });
  });

  it("manual return: status queries that never answer, or a context that never leaves CREATED, settle", async () => {
    fakeWindowOpen();
    installFakeFetch(venmoGateway("hang"));
    const hanging = await create({
      authorization: authorization(),
      paymentMethodUsage: "single_use",
      requireManualReturn: true,
    });
    vi.useFakeTimers();
    expect(await settlesWithin(hanging.tokenize(), CLIENT_BOUND_MS + 1_000)).toMatchObject({
      code: "VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR",
    });
    vi.useRealTimers();
    installFakeFetch(venmoGateway("CREATED"));
    const waiting = await create({
      authorization: authorization(),
      paymentMethodUsage: "single_use",
      requireManualReturn: true,
    });
    vi.useFakeTimers();
    expect(await settlesWithin(waiting.tokenize(), POLL_BOUND_MS)).toMatchObject({
      code: "VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT",
    });
  });

  it("the app switch without any return rejects VENMO_CANCELED within 15 minutes; teardown settles at once", async () => {
    fakeWindowOpen();
    installFakeFetch(venmoGateway("hang"));
    const instance = await create({ authorization: authorization() });
    vi.useFakeTimers();
    expect(await settlesWithin(instance.tokenize(), CUSTOMER_BOUND_MS)).toMatchObject({ code: "VENMO_CANCELED" });
    expect(await settlesWithin(instance.teardown(), 1_000)).toBeUndefined();
  });

  it("web login: the customer never answering rejects VENMO_POPUP_TIMEOUT; a return whose checks never answer settles", async () => {
    const open = fakeWindowOpen();
    installFakeFetch(venmoGateway("hang"));
    vi.useFakeTimers();
    const created = create({
      authorization: authorization(),
      paymentMethodUsage: "single_use",
      allowDesktopWebLogin: true,
    });
    const instance = (await settlesWithin(created, CLIENT_BOUND_MS)) as Awaited<typeof created>;
    expect(await settlesWithin(instance.tokenize(), CUSTOMER_BOUND_MS)).toMatchObject({ code: "VENMO_POPUP_TIMEOUT" });
    const second = instance.tokenize();
    await vi.advanceTimersByTimeAsync(10);
    const popup = open.last()!;
    const channel = /channel%3D([0-9a-f]{32})/.exec(popup.visited[1] ?? "")?.[1];
    postAs(popup, "https://assets.braintreegateway.com", { channel, kind: "return", params: {} });
    expect(await settlesWithin(second, 4 * CLIENT_BOUND_MS)).toMatchObject({ code: "VENMO_NETWORK_ERROR" });
  });

  it("desktop QR whose overlay page never loads rejects VENMO_DESKTOP_UNKNOWN_ERROR within the chunk bound", async () => {
    installFakeFetch(venmoGateway("hang"));
    const instance = await create({
      authorization: authorization(),
      allowDesktop: true,
      paymentMethodUsage: "single_use",
    });
    await import("./desktop-qr.ts"); // loaded in real time first: fake timers would outrun the module load itself
    vi.useFakeTimers();
    expect(await settlesWithin(instance.tokenize(), 11_000)).toMatchObject({
      code: "VENMO_DESKTOP_UNKNOWN_ERROR",
      details: { originalError: { reason: "FRAME_LOAD_TIMEOUT" } },
    });
    expect(document.querySelector("iframe")).toBeNull();
  });
});
