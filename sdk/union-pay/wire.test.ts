// The module on the real SDK client over a recording fetch: what reaches the wire, and what each HTTP failure
// class becomes after both the client's and this module's mapping.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearClientCache } from "../client/create-client.ts";
import { create } from "./index.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
} from "../lib/testing/fake-fetch.ts";

const API = "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1";
const card = { number: "6212345678901232", expirationMonth: "12", expirationYear: "2030", cvv: "123" };
const mobile = { countryCode: "62", number: "11111111111" };

async function instanceAnswering(answer: FakeHandler) {
  const requests = installFakeFetch(
    gatewayHandler(sandboxConfiguration({ unionPay: { enabled: true, merchantAccountId: "m" } }), answer),
  );
  const instance = await create({ authorization: clientToken() });
  return { requests, instance };
}

// One client per authorization is cached for the page: each test starts without one (another file may have left
// a client with a configuration that lacks this module).
beforeEach(() => clearClientCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("union-pay over the SDK client", () => {
  it("fetchCapabilities GETs the capabilities endpoint with the card number and _meta.source in the query", async () => {
    const answer = {
      isUnionPay: true,
      isDebit: false,
      unionPay: { supportsTwoStepAuthAndCapture: true, isSupported: true },
    };
    const { requests, instance } = await instanceAnswering(() => ({ status: 200, body: answer }));
    await expect(instance.fetchCapabilities({ card: { number: card.number } })).resolves.toMatchObject(answer);
    const sent = requests.at(-1)!;
    expect(sent.method.toUpperCase()).toBe("GET");
    expect(sent.url.split("?")[0]).toBe(`${API}/payment_methods/credit_cards/capabilities`);
    expect(sent.query.get("creditCard[number]")).toBe(card.number);
    expect(sent.query.get("_meta[source]")).toBe("unionpay");
    expect(sent.query.get("authorizationFingerprint")).toBe("fingerprint-123");
  });

  it("enroll POSTs union_pay_enrollments and tokenize POSTs payment_methods/credit_cards with the enrolment", async () => {
    const { requests, instance } = await instanceAnswering((req) =>
      req.url.endsWith("/union_pay_enrollments")
        ? { status: 201, body: { unionPayEnrollmentId: "enrollment-1", smsCodeRequired: true } }
        : {
            status: 201,
            body: {
              creditCards: [
                {
                  nonce: "tokencc_1",
                  type: "CreditCard",
                  details: { lastTwo: "32" },
                  consumed: false,
                  threeDSecureInfo: null,
                },
              ],
            },
          },
    );
    await expect(instance.enroll({ card, mobile })).resolves.toEqual({
      enrollmentId: "enrollment-1",
      smsCodeRequired: true,
    });
    await expect(instance.tokenize({ card, enrollmentId: "enrollment-1", smsCode: "123456" })).resolves.toEqual({
      nonce: "tokencc_1",
      type: "CreditCard",
      details: { lastTwo: "32" },
    });
    const [enrolment, tokenization] = requests.slice(-2);
    expect(enrolment!.url).toBe(`${API}/union_pay_enrollments`);
    expect(enrolment!.json).toMatchObject({
      _meta: { source: "unionpay" },
      unionPayEnrollment: {
        number: card.number,
        mobileCountryCode: "62",
        mobileNumber: "11111111111",
        expirationYear: "2030",
        expirationMonth: "12",
      },
      braintreeLibraryVersion: "braintree/web/3.109.0",
      authorizationFingerprint: "fingerprint-123",
    });
    expect(tokenization!.url).toBe(`${API}/payment_methods/credit_cards`);
    expect(tokenization!.json).toMatchObject({
      _meta: { source: "unionpay" },
      creditCard: {
        number: card.number,
        options: { unionPayEnrollment: { id: "enrollment-1", smsCode: "123456" } },
        expirationYear: "2030",
        expirationMonth: "12",
        cvv: "123",
      },
    });
  });

  it("rejects UNIONPAY_NOT_ENABLED when the configuration has no enabled unionPay", async () => {
    installFakeFetch(gatewayHandler(sandboxConfiguration()));
    // Clients are cached per authorization (as in braintree-web), so this one needs its own.
    await expect(
      create({ authorization: clientToken({ authorizationFingerprint: "fingerprint-no-unionpay" }) }),
    ).rejects.toMatchObject({ code: "UNIONPAY_NOT_ENABLED" });
  });

  it.each([
    [
      "401",
      { status: 401, body: {} },
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "UNIONPAY_FAILED_TOKENIZATION",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "404",
      { status: 404, body: { error: { message: "nope" } } },
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "UNIONPAY_FAILED_TOKENIZATION",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "422",
      { status: 422, body: { error: { message: "invalid" } } },
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "UNIONPAY_FAILED_TOKENIZATION",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "429",
      { status: 429, body: {} },
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "UNIONPAY_FAILED_TOKENIZATION",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "500",
      { status: 500, body: {} },
      "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "503",
      { status: 503, body: {} },
      "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
    [
      "network failure (status 0)",
      "network-error",
      "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
    ],
  ] as const)(
    "%s -> enroll %s, tokenize %s, fetchCapabilities %s",
    async (_name, answer, enrollCode, tokenizeCode, capabilitiesCode) => {
      const { instance } = await instanceAnswering(() => answer);
      await expect(instance.enroll({ card, mobile })).rejects.toMatchObject({ code: enrollCode });
      await expect(instance.tokenize({ card, enrollmentId: "e" })).rejects.toMatchObject({ code: tokenizeCode });
      await expect(instance.fetchCapabilities({ card })).rejects.toMatchObject({ code: capabilitiesCode });
    },
  );

  it("403 reaches the caller as the client's own error in all three methods", async () => {
    const { instance } = await instanceAnswering(() => ({ status: 403, body: {} }));
    for (const call of [
      () => instance.enroll({ card, mobile }),
      () => instance.tokenize({ card, enrollmentId: "e" }),
      () => instance.fetchCapabilities({ card }),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: "CLIENT_AUTHORIZATION_INSUFFICIENT",
        type: "MERCHANT",
        details: { httpStatus: 403 },
      });
    }
  });

  // braintree-web's client retries a timed-out request once and then reports CLIENT_GATEWAY_NETWORK with
  // httpStatus 500 (measured by the parity suite), so a hanging gateway lands in the modules' >= 500 class.
  it("requests that never answer end after the client's timeout as the >= 500 network errors", async () => {
    const { instance } = await instanceAnswering(() => "hang");
    vi.useFakeTimers();
    const outcomes = Promise.all([
      instance.enroll({ card, mobile }).catch((e: unknown) => e),
      instance.tokenize({ card, enrollmentId: "e" }).catch((e: unknown) => e),
      instance.fetchCapabilities({ card }).catch((e: unknown) => e),
    ]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const timeout = { details: { originalError: { code: "CLIENT_GATEWAY_NETWORK", details: { httpStatus: 500 } } } };
    const [enrolment, tokenization, capabilities] = await outcomes;
    expect(enrolment).toMatchObject({ code: "UNIONPAY_ENROLLMENT_NETWORK_ERROR", ...timeout });
    expect(tokenization).toMatchObject({ code: "UNIONPAY_TOKENIZATION_NETWORK_ERROR", ...timeout });
    expect(capabilities).toMatchObject({ code: "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR", ...timeout });
  });
});
