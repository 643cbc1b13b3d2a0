import { describe, expect, it, vi } from "vitest";
import { UnionPay } from "./union-pay.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { SdkError } from "../lib/sdk-error.ts";

const card = { number: "6212345678901232", expirationMonth: "12", expirationYear: "2030", cvv: "123" };
const mobile = { countryCode: "62", number: "11111111111" };
const validHostedFields = { _bus: { emit: () => undefined } };

function setup() {
  const client = fakeClient({ unionPay: { enabled: true } });
  return { client, instance: new UnionPay(client) };
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error("expected a rejection");
}

const MESSAGES = {
  UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES: "Please supply either a card or a Hosted Fields instance, not both.",
  UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED:
    "A card or a Hosted Fields instance is required. Please supply a card or a Hosted Fields instance.",
  UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID:
    "Found an invalid Hosted Fields instance. Please use a valid Hosted Fields instance.",
  UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED:
    "UnionPay with a Hosted Fields instance is not supported by this SDK. Pass the card details in options.card instead.",
  UNIONPAY_EXPIRATION_DATE_INCOMPLETE: "You must supply expiration month and year or neither.",
  UNIONPAY_MISSING_MOBILE_PHONE_DATA: "A `mobile` with `countryCode` and `number` is required.",
} as const;

describe("validation (no request is made)", () => {
  it.each([
    [
      "fetchCapabilities",
      "card and hostedFields",
      { card, hostedFields: validHostedFields },
      "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    ],
    ["fetchCapabilities", "neither", {}, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    ["fetchCapabilities", "no options", undefined, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    ["fetchCapabilities", "card without number", { card: {} }, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    ["fetchCapabilities", "invalid hostedFields", { hostedFields: {} }, "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID"],
    [
      "fetchCapabilities",
      "valid hostedFields",
      { hostedFields: validHostedFields },
      "UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED",
    ],
    [
      "fetchCapabilities",
      "numberless card + valid hostedFields",
      { card: {}, hostedFields: validHostedFields },
      "UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED",
    ],
    ["enroll", "no mobile", { card }, "UNIONPAY_MISSING_MOBILE_PHONE_DATA"],
    ["enroll", "no options", undefined, "UNIONPAY_MISSING_MOBILE_PHONE_DATA"],
    [
      "enroll",
      "card and hostedFields",
      { card, hostedFields: validHostedFields, mobile },
      "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    ],
    [
      "enroll",
      "card and invalid hostedFields",
      { card, hostedFields: {}, mobile },
      "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    ],
    ["enroll", "invalid hostedFields", { hostedFields: { foo: 1 }, mobile }, "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID"],
    [
      "enroll",
      "valid hostedFields",
      { hostedFields: validHostedFields, mobile },
      "UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED",
    ],
    ["enroll", "neither", { mobile }, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    [
      "enroll",
      "card without number",
      { card: { expirationDate: "12/30" }, mobile },
      "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    ],
    [
      "enroll",
      "month without year",
      { card: { number: "62", expirationMonth: "12" }, mobile },
      "UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
    ],
    [
      "enroll",
      "year without month",
      { card: { number: "62", expirationYear: "2030" }, mobile },
      "UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
    ],
    [
      "tokenize",
      "card and hostedFields",
      { card, hostedFields: {}, enrollmentId: "e" },
      "UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    ],
    ["tokenize", "neither", { enrollmentId: "e" }, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    ["tokenize", "no options", undefined, "UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED"],
    [
      "tokenize",
      "invalid hostedFields",
      { hostedFields: { _bus: null }, enrollmentId: "e" },
      "UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    ],
    [
      "tokenize",
      "valid hostedFields",
      { hostedFields: validHostedFields, enrollmentId: "e" },
      "UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED",
    ],
  ] as const)("%s with %s -> %s", async (method, _name, options, code) => {
    const { client, instance } = setup();
    const error = await rejection((instance[method] as (o: unknown) => Promise<unknown>)(options));
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ name: "BraintreeError", type: "MERCHANT", code, message: MESSAGES[code] });
    expect(client.requests).toHaveLength(0);
  });
});

describe("fetchCapabilities", () => {
  it("GETs payment_methods/credit_cards/capabilities with _meta.source and the card number, resolving the answer as is", async () => {
    const { client, instance } = setup();
    const answer = {
      isUnionPay: true,
      isDebit: false,
      unionPay: { supportsTwoStepAuthAndCapture: true, isSupported: true },
    };
    client.reply(() => answer);
    await expect(instance.fetchCapabilities({ card: { number: "6212345678901232" } })).resolves.toEqual(answer);
    expectSameJson(client.requests, [
      {
        method: "get",
        endpoint: "payment_methods/credit_cards/capabilities",
        data: { _meta: { source: "unionpay" }, creditCard: { number: "6212345678901232" } },
      },
    ]);
  });

  it("passes a 403 through unchanged", async () => {
    const { client, instance } = setup();
    const forbidden = clientErrors.http403();
    client.reply(() => {
      throw forbidden;
    });
    expect(await rejection(instance.fetchCapabilities({ card }))).toBe(forbidden);
  });

  it.each([
    ["401", clientErrors.http401],
    ["404", clientErrors.http404],
    ["422", clientErrors.http422],
    ["429", clientErrors.http429],
    ["500", clientErrors.http500],
    ["503", clientErrors.http503],
    ["status 0", clientErrors.status0],
    ["timeout", clientErrors.timeout],
  ])("%s -> UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR", async (_name, makeClientError) => {
    const { client, instance } = setup();
    const original = makeClientError();
    client.reply(() => {
      throw original;
    });
    const error = await rejection(instance.fetchCapabilities({ card }));
    expect(error).toMatchObject({
      type: "NETWORK",
      code: "UNIONPAY_FETCH_CAPABILITIES_NETWORK_ERROR",
      message: "Could not fetch card capabilities.",
    });
    expect(error.details).toEqual({ originalError: original });
  });
});

describe("enroll", () => {
  it("POSTs union_pay_enrollments with month and year, and resolves {enrollmentId, smsCodeRequired}", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ unionPayEnrollmentId: "enrollment-1", smsCodeRequired: true, _httpStatus: 201 }));
    await expect(instance.enroll({ card, mobile })).resolves.toEqual({
      enrollmentId: "enrollment-1",
      smsCodeRequired: true,
    });
    expectSameJson(client.requests, [
      {
        method: "post",
        endpoint: "union_pay_enrollments",
        data: {
          _meta: { source: "unionpay" },
          unionPayEnrollment: {
            number: card.number,
            mobileCountryCode: "62",
            mobileNumber: "11111111111",
            expirationYear: "2030",
            expirationMonth: "12",
          },
        },
      },
    ]);
  });

  it("sends expirationDate (and ignores month/year) when given, and no expiry when neither", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ unionPayEnrollmentId: "e1", smsCodeRequired: false }));
    client.reply(() => ({ unionPayEnrollmentId: "e2", smsCodeRequired: false }));
    await instance.enroll({ card: { number: "62", expirationDate: "12/2030", expirationMonth: "01" }, mobile });
    await instance.enroll({ card: { number: "62" }, mobile });
    const bodies = client.requests.map((r) => (r.data as { unionPayEnrollment: unknown }).unionPayEnrollment);
    expect(bodies).toEqual([
      { number: "62", mobileCountryCode: "62", mobileNumber: "11111111111", expirationDate: "12/2030" },
      { number: "62", mobileCountryCode: "62", mobileNumber: "11111111111" },
    ]);
  });

  it("passes a 403 through unchanged", async () => {
    const { client, instance } = setup();
    const forbidden = clientErrors.http403();
    client.reply(() => {
      throw forbidden;
    });
    expect(await rejection(instance.enroll({ card, mobile }))).toBe(forbidden);
  });

  it.each([
    [
      "401",
      clientErrors.http401,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    [
      "404",
      clientErrors.http404,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    [
      "422",
      clientErrors.http422,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    [
      "429",
      clientErrors.http429,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    [
      "status 0",
      clientErrors.status0,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    [
      "timeout (-1)",
      clientErrors.timeout,
      "CUSTOMER",
      "UNIONPAY_ENROLLMENT_CUSTOMER_INPUT_INVALID",
      "Enrollment failed due to user input error.",
    ],
    ["500", clientErrors.http500, "NETWORK", "UNIONPAY_ENROLLMENT_NETWORK_ERROR", "Could not enroll UnionPay card."],
    ["503", clientErrors.http503, "NETWORK", "UNIONPAY_ENROLLMENT_NETWORK_ERROR", "Could not enroll UnionPay card."],
    [
      "no status",
      clientErrors.graphQL,
      "NETWORK",
      "UNIONPAY_ENROLLMENT_NETWORK_ERROR",
      "Could not enroll UnionPay card.",
    ],
  ])("%s -> %s", async (_name, makeClientError, type, code, message) => {
    const { client, instance } = setup();
    const original = makeClientError();
    client.reply(() => {
      throw original;
    });
    const error = await rejection(instance.enroll({ card, mobile }));
    expect(error).toMatchObject({ name: "BraintreeError", type, code, message });
    expect(error.details).toEqual({ originalError: original });
  });
});

describe("tokenize", () => {
  const gatewayCard = {
    nonce: "tokencc_up_1",
    type: "CreditCard",
    description: "ending in 32",
    details: { cardType: "UnionPay", lastFour: "1232", lastTwo: "32" },
    consumed: false,
    threeDSecureInfo: null,
  };

  it("POSTs payment_methods/credit_cards with the enrolment id and SMS code, resolving creditCards[0] without consumed/threeDSecureInfo", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ creditCards: [gatewayCard] }));
    await expect(instance.tokenize({ card, enrollmentId: "enrollment-1", smsCode: "123456" })).resolves.toEqual({
      nonce: "tokencc_up_1",
      type: "CreditCard",
      description: "ending in 32",
      details: { cardType: "UnionPay", lastFour: "1232", lastTwo: "32" },
    });
    expectSameJson(client.requests, [
      {
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: {
          _meta: { source: "unionpay" },
          creditCard: {
            number: card.number,
            options: { unionPayEnrollment: { id: "enrollment-1", smsCode: "123456" } },
            expirationYear: "2030",
            expirationMonth: "12",
            cvv: "123",
          },
        },
      },
    ]);
  });

  it("omits smsCode, cvv and a half expiry; sends expirationDate when given", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ creditCards: [gatewayCard] }));
    client.reply(() => ({ creditCards: [gatewayCard] }));
    await instance.tokenize({ card: { number: "62", expirationMonth: "12" }, enrollmentId: "e" });
    await instance.tokenize({
      card: { number: "62", expirationDate: "12/30", expirationYear: "2031" },
      enrollmentId: "e",
    });
    expect(client.requests.map((r) => (r.data as { creditCard: unknown }).creditCard)).toEqual([
      { number: "62", options: { unionPayEnrollment: { id: "e" } } },
      { number: "62", options: { unionPayEnrollment: { id: "e" } }, expirationDate: "12/30" },
    ]);
  });

  it("passes a 403 through unchanged", async () => {
    const { client, instance } = setup();
    const forbidden = clientErrors.http403();
    client.reply(() => {
      throw forbidden;
    });
    expect(await rejection(instance.tokenize({ card, enrollmentId: "e" }))).toBe(forbidden);
  });

  it.each([
    [
      "401",
      clientErrors.http401,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "404",
      clientErrors.http404,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "422",
      clientErrors.http422,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "429",
      clientErrors.http429,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "status 0",
      clientErrors.status0,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "timeout (-1)",
      clientErrors.timeout,
      "CUSTOMER",
      "UNIONPAY_FAILED_TOKENIZATION",
      "The supplied card data failed tokenization.",
    ],
    [
      "500",
      clientErrors.http500,
      "NETWORK",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
    [
      "503",
      clientErrors.http503,
      "NETWORK",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
    [
      "no status",
      clientErrors.graphQL,
      "NETWORK",
      "UNIONPAY_TOKENIZATION_NETWORK_ERROR",
      "A tokenization network error occurred.",
    ],
  ])("%s -> %s", async (_name, makeClientError, type, code, message) => {
    const { client, instance } = setup();
    const original = makeClientError();
    client.reply(() => {
      throw original;
    });
    const error = await rejection(instance.tokenize({ card, enrollmentId: "e" }));
    expect(error).toMatchObject({ name: "BraintreeError", type, code, message });
    expect(error.details).toEqual({ originalError: original });
  });

  it("an answer without creditCards[0] -> UNIONPAY_TOKENIZATION_NETWORK_ERROR", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ creditCards: [] }));
    const error = await rejection(instance.tokenize({ card, enrollmentId: "e" }));
    expect(error.code).toBe("UNIONPAY_TOKENIZATION_NETWORK_ERROR");
    expect((error.details as { originalError: unknown }).originalError).toBeInstanceOf(TypeError);
  });
});

describe("callback style", () => {
  it("fetchCapabilities, enroll and tokenize call back (null, result) and return undefined", async () => {
    const { client, instance } = setup();
    client.reply(() => ({ isUnionPay: false }));
    client.reply(() => ({ unionPayEnrollmentId: "e", smsCodeRequired: false }));
    client.reply(() => ({ creditCards: [{ nonce: "n", type: "CreditCard", details: {} }] }));
    const callbacks = [vi.fn(), vi.fn(), vi.fn()] as const;
    expect(instance.fetchCapabilities({ card }, callbacks[0])).toBeUndefined();
    await vi.waitFor(() => expect(callbacks[0]).toHaveBeenCalledWith(null, { isUnionPay: false }));
    expect(instance.enroll({ card, mobile }, callbacks[1])).toBeUndefined();
    await vi.waitFor(() =>
      expect(callbacks[1]).toHaveBeenCalledWith(null, { enrollmentId: "e", smsCodeRequired: false }),
    );
    expect(instance.tokenize({ card, enrollmentId: "e" }, callbacks[2])).toBeUndefined();
    await vi.waitFor(() =>
      expect(callbacks[2]).toHaveBeenCalledWith(null, { nonce: "n", type: "CreditCard", details: {} }),
    );
  });

  it("calls back with the error on failure", async () => {
    const { instance } = setup();
    const callback = vi.fn();
    instance.enroll({ card }, callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toMatchObject({ code: "UNIONPAY_MISSING_MOBILE_PHONE_DATA" });
  });
});

describe("teardown", () => {
  it("resolves (or calls back), then every method throws METHOD_CALLED_AFTER_TEARDOWN synchronously", async () => {
    const { instance } = setup();
    const callback = vi.fn();
    instance.teardown(callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith(null, undefined));
    for (const name of ["fetchCapabilities", "enroll", "tokenize", "teardown"] as const) {
      expect(() => (instance[name] as (o: unknown) => unknown)({ card })).toThrow(
        expect.objectContaining({
          code: "METHOD_CALLED_AFTER_TEARDOWN",
          type: "MERCHANT",
          message: `${name} cannot be called after teardown.`,
        }),
      );
    }
  });

  it("promise style resolves undefined", async () => {
    const { instance } = setup();
    await expect(instance.teardown()).resolves.toBeUndefined();
  });
});

/** Deep equality plus key order: the wire body must serialize exactly like braintree-web's. */
function expectSameJson(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}
