import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { create as createClient } from "../client/index.ts";
import { clearClientCache } from "../client/create-client.ts";
import { SdkError } from "../lib/sdk-error.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
} from "../lib/testing/fake-fetch.ts";
import { DELETE_PAYMENT_METHOD_MUTATION } from "./constants.ts";

const card = {
  nonce: "nonce-1",
  default: true,
  details: { cardType: "Visa", lastTwo: "11" },
  hasSubscription: false,
  type: "CreditCard",
  description: "ending in 11",
  binData: { prepaid: "No" },
  consumed: false,
  threeDSecureInfo: null,
};
const paypal = {
  nonce: "nonce-2",
  default: false,
  details: { email: "a@b.c" },
  hasSubscription: true,
  type: "PayPalAccount",
  description: "",
};

function gateway(rest: FakeHandler) {
  return installFakeFetch(gatewayHandler(sandboxConfiguration(), rest));
}

beforeEach(() => clearClientCache());
afterEach(() => vi.unstubAllGlobals());

describe("vaultManager.create", () => {
  it("rejects INSTANTIATION_OPTION_REQUIRED naming Vault Manager", async () => {
    await expect(create({} as never)).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating Vault Manager.",
    });
  });

  it("rejects INCOMPATIBLE_VERSIONS for a foreign client", async () => {
    const foreign = { getVersion: () => "3.90.0" } as never;
    await expect(create({ client: foreign })).rejects.toMatchObject({
      code: "INCOMPATIBLE_VERSIONS",
      message:
        "Client (version 3.90.0) and Vault Manager (version 3.109.0) components must be from the same SDK version.",
    });
  });

  it("created from an authorization that fails, each method rejects with the client error", async () => {
    installFakeFetch(() => ({ status: 401 }));
    const vm = await create({ authorization: clientToken() });
    await expect(vm.fetchPaymentMethods()).rejects.toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
  });
});

describe("fetchPaymentMethods", () => {
  it("GETs payment_methods with defaultFirst and session metadata and maps the result", async () => {
    const requests = gateway(() => ({ status: 200, body: { paymentMethods: [card, paypal] } }));
    const vm = await create({ authorization: clientToken() });
    const methods = await vm.fetchPaymentMethods({ defaultFirst: true });
    expect(methods).toEqual([
      {
        nonce: "nonce-1",
        default: true,
        details: card.details,
        hasSubscription: false,
        type: "CreditCard",
        description: "ending in 11",
        binData: { prepaid: "No" },
      },
      { nonce: "nonce-2", default: false, details: paypal.details, hasSubscription: true, type: "PayPalAccount" },
    ]);
    const req = requests.find((r) => r.url.includes("/v1/payment_methods"))!;
    expect(req.method).toBe("GET");
    expect(req.query.get("defaultFirst")).toBe("1");
    expect(req.query.get("authorizationFingerprint")).toBe("fingerprint-123");
    expect(req.query.get("_meta[sessionId]")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends defaultFirst=0 unless it is exactly true, and supports a callback", async () => {
    const requests = gateway(() => ({ status: 200, body: { paymentMethods: [] } }));
    const client = await createClient({ authorization: clientToken() });
    const vm = await create({ client });
    await vm.fetchPaymentMethods();
    const cb = vi.fn();
    expect(vm.fetchPaymentMethods(cb)).toBeUndefined();
    await vi.waitFor(() => expect(cb).toHaveBeenCalledWith(null, []));
    const sent = requests.filter((r) => r.url.includes("/v1/payment_methods")).map((r) => r.query.get("defaultFirst"));
    expect(sent).toEqual(["0", "0"]);
  });

  it("passes the client's request error on", async () => {
    gateway(() => ({ status: 403 }));
    const vm = await create({ authorization: clientToken() });
    await expect(vm.fetchPaymentMethods()).rejects.toMatchObject({ code: "CLIENT_AUTHORIZATION_INSUFFICIENT" });
  });
});

describe("deletePaymentMethod", () => {
  it("sends the DeletePaymentMethodFromSingleUseToken mutation and resolves undefined", async () => {
    const requests = gateway(() => ({
      status: 200,
      body: { data: { deletePaymentMethodFromSingleUseToken: { clientMutationId: null } } },
    }));
    const vm = await create({ authorization: clientToken() });
    await expect(vm.deletePaymentMethod("nonce-1")).resolves.toBeUndefined();
    const req = requests.at(-1)!;
    expect([req.method, req.url]).toEqual(["POST", "https://payments.sandbox.braintree-api.com/graphql"]);
    expect(req.json).toMatchObject({
      query: DELETE_PAYMENT_METHOD_MUTATION,
      variables: { input: { singleUseTokenId: "nonce-1" } },
      operationName: "DeletePaymentMethodFromSingleUseToken",
    });
    expect(req.headers.Authorization).toBe("Bearer fingerprint-123");
  });

  it("refuses a tokenization key without a request", async () => {
    const requests = gateway(() => ({ status: 200, body: {} }));
    const vm = await create({ authorization: "sandbox_abc123_merchant_id" });
    await expect(vm.deletePaymentMethod("nonce-1")).rejects.toMatchObject({
      code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN",
      type: "MERCHANT",
      message: "A client token with a customer id must be used to delete a payment method nonce.",
    });
    expect(requests.filter((r) => r.json?.operationName === "DeletePaymentMethodFromSingleUseToken")).toHaveLength(0);
    expect(requests.length).toBeGreaterThan(0);
  });

  it("maps GraphQL NOT_FOUND to VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND naming the nonce", async () => {
    const errors = [{ message: "not found", extensions: { errorClass: "NOT_FOUND" } }];
    gateway(() => ({ status: 200, body: { data: null, errors } }));
    const vm = await create({ authorization: clientToken() });
    const err = (await vm.deletePaymentMethod("fake-nonce").catch((e: unknown) => e)) as SdkError;
    expect(err).toBeInstanceOf(SdkError);
    expect(err).toMatchObject({
      code: "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND",
      type: "MERCHANT",
      message: "A payment method for payment method nonce `fake-nonce` could not be found.",
    });
    expect(err.details).toEqual({ originalError: errors });
  });

  it("maps other GraphQL errors to VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR", async () => {
    const errors = [{ message: "boom", extensions: { errorClass: "INTERNAL" } }];
    gateway(() => ({ status: 200, body: { errors } }));
    const vm = await create({ authorization: clientToken() });
    await expect(vm.deletePaymentMethod("n9")).rejects.toMatchObject({
      code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
      type: "UNKNOWN",
      message:
        "An unknown error occured when attempting to delete the payment method assocaited with the payment method nonce `n9`.",
      details: { originalError: errors },
    });
  });

  it.each([500, 401, 403, 429])("gives a typed UNKNOWN_ERROR (not a TypeError) for HTTP %i", async (status) => {
    gateway(() => ({ status }));
    const vm = await create({ authorization: clientToken() });
    const err = (await vm.deletePaymentMethod("n9").catch((e: unknown) => e)) as SdkError;
    expect(err).toBeInstanceOf(SdkError);
    expect(err.code).toBe("VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR");
    expect((err.details as { originalError: SdkError }).originalError.details).toMatchObject({ httpStatus: status });
  });
});

describe("teardown", () => {
  it("makes every method throw METHOD_CALLED_AFTER_TEARDOWN synchronously", async () => {
    gateway(() => ({ status: 200, body: { paymentMethods: [] } }));
    const vm = await create({ authorization: clientToken() });
    await expect(vm.teardown()).resolves.toBeUndefined();
    expect(() => vm.fetchPaymentMethods()).toThrow("fetchPaymentMethods cannot be called after teardown.");
    expect(() => vm.deletePaymentMethod("n")).toThrow("deletePaymentMethod cannot be called after teardown.");
    expect(() => vm.teardown()).toThrow(
      expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN", type: "MERCHANT" }),
    );
  });
});
