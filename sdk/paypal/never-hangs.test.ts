// "No promise hangs", for paypal and sepa on the real SDK client: every public promise, against a network that
// never answers (and a customer who never answers in the popup), settles within its documented bound:
// create -> the client's configuration request (60 s, one retry); each request -> the same client bound;
// the popup -> POPUP_TIMEOUT_MS (15 min). Fake timers run the clock; a build without a bound fails by timing out.
import { afterEach, describe, expect, it, vi } from "vitest";
import { create as createPayPal } from "./index.ts";
import { create as createSepa } from "../sepa/index.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
} from "../lib/testing/fake-fetch.ts";
import { fakeWindowOpen } from "../lib/testing/fake-popup.ts";
import { settlesWithin } from "../lib/testing/settles-within.ts";

const CLIENT_BOUND_MS = 2 * 60_000 + 1_000; // 60 s request timeout, one retry
const POPUP_BOUND_MS = 15 * 60_000 + 1_000;
const config = sandboxConfiguration({
  paypalEnabled: true,
  paypal: { assetsUrl: "https://checkout.paypal.com", displayName: "Shop" },
});
const sepaOptions = {
  accountHolderName: "A",
  customerId: "c",
  iban: "DE89370400440532013000",
  mandateType: "ONE_OFF",
  countryCode: "DE",
  merchantAccountId: "m",
};
let token = 0;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function instances(rest: FakeHandler) {
  installFakeFetch(gatewayHandler(config, rest));
  const authorization = clientToken({ authorizationFingerprint: `never-hangs-${++token}` });
  return { paypal: await createPayPal({ authorization }), sepa: await createSepa({ authorization }) };
}

describe("paypal and sepa never hang", () => {
  it("create() with a configuration request that never answers rejects within the client bound", async () => {
    installFakeFetch(() => "hang");
    vi.useFakeTimers();
    const authorization = clientToken({ authorizationFingerprint: "never-hangs-config" });
    expect(await settlesWithin(createPayPal({ authorization }), 2 * CLIENT_BOUND_MS)).toMatchObject({
      name: "BraintreeError",
    });
    expect(
      await settlesWithin(
        createSepa({ authorization: clientToken({ authorizationFingerprint: "never-hangs-config-2" }) }),
        2 * CLIENT_BOUND_MS,
      ),
    ).toMatchObject({
      name: "BraintreeError",
    });
  });

  it("paypal tokenize with a flow start that never answers rejects within the client bound and closes the popup", async () => {
    const { paypal } = await instances(() => "hang");
    const open = fakeWindowOpen();
    vi.useFakeTimers();
    expect(
      await settlesWithin(paypal.tokenize({ flow: "checkout", amount: "1", currency: "EUR" }), CLIENT_BOUND_MS),
    ).toMatchObject({ code: "PAYPAL_FLOW_FAILED", details: { originalError: { code: "CLIENT_GATEWAY_NETWORK" } } });
    expect(open.last()!.closed).toBe(true);
  });

  it("paypal tokenize with a customer who never answers rejects PAYPAL_POPUP_TIMEOUT within 15 minutes", async () => {
    const { paypal } = await instances(() => ({
      status: 201,
      body: { paymentResource: { redirectUrl: "https://www.paypal.com/x" } },
    }));
    fakeWindowOpen();
    vi.useFakeTimers();
    expect(await settlesWithin(paypal.tokenize({ flow: "checkout" }), POPUP_BOUND_MS)).toMatchObject({
      code: "PAYPAL_POPUP_TIMEOUT",
    });
  });

  it("paypal teardown and sepa tokenize with a mandate request that never answers settle", async () => {
    const { paypal, sepa } = await instances(() => "hang");
    fakeWindowOpen();
    vi.useFakeTimers();
    expect(await settlesWithin(sepa.tokenize(sepaOptions), CLIENT_BOUND_MS)).toMatchObject({
      code: "SEPA_CREATE_MANDATE_FAILED",
    });
    expect(await settlesWithin(paypal.teardown(), 1_000)).toBeUndefined();
  });

  it("sepa tokenize with a customer who never answers rejects SEPA_POPUP_TIMEOUT within 15 minutes", async () => {
    const mandate = {
      message: {
        body: { sepaDebitAccount: { approvalUrl: "https://bank.example/a", last4: "3000", bankReferenceToken: "b" } },
      },
    };
    const { sepa } = await instances(() => ({ status: 201, body: mandate }));
    fakeWindowOpen();
    vi.useFakeTimers();
    expect(await settlesWithin(sepa.tokenize(sepaOptions), POPUP_BOUND_MS)).toMatchObject({
      code: "SEPA_POPUP_TIMEOUT",
    });
  });
});
