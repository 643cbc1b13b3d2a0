import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clearClientCache } from "../client/create-client.ts";
import { clientToken, gatewayHandler, installFakeFetch, sandboxConfiguration } from "../lib/testing/fake-fetch.ts";

beforeEach(() => clearClientCache());
afterEach(() => vi.unstubAllGlobals());

describe("preferredPaymentMethods", () => {
  it("rejects INSTANTIATION_OPTION_REQUIRED naming PreferredPaymentMethods", async () => {
    await expect(create({} as never)).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      message: "options.client is required when instantiating PreferredPaymentMethods.",
    });
  });

  it("sends the PreferredPaymentMethods query and resolves both flags", async () => {
    const requests = installFakeFetch(
      gatewayHandler(sandboxConfiguration(), () => ({
        status: 200,
        body: { data: { preferredPaymentMethods: { paypalPreferred: true, venmoPreferred: false } } },
      })),
    );
    const ppm = await create({ authorization: clientToken() });
    await expect(ppm.fetchPreferredPaymentMethods()).resolves.toEqual({ paypalPreferred: true, venmoPreferred: false });
    const req = requests.at(-1)!;
    expect(req.url).toBe("https://payments.sandbox.braintree-api.com/graphql");
    expect(req.json.query).toBe(
      "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }",
    );
    expect(req.json.operationName).toBeUndefined();
  });

  it.each([
    ["HTTP 500", { status: 500 }],
    ["GraphQL errors", { status: 200, body: { errors: [{ message: "no" }] } }],
    ["malformed data", { status: 200, body: { data: {} } }],
  ] as const)("resolves both false on %s", async (_label, answer) => {
    installFakeFetch(gatewayHandler(sandboxConfiguration(), () => answer));
    const ppm = await create({ authorization: clientToken() });
    await expect(ppm.fetchPreferredPaymentMethods()).resolves.toEqual({
      paypalPreferred: false,
      venmoPreferred: false,
    });
  });

  it("rejects with the setup error when the client could not be created, also via callback", async () => {
    installFakeFetch(() => ({ status: 401 }));
    const ppm = await create({ authorization: clientToken() });
    await expect(ppm.fetchPreferredPaymentMethods()).rejects.toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
    const cb = vi.fn();
    expect(ppm.fetchPreferredPaymentMethods(cb)).toBeUndefined();
    await vi.waitFor(() => expect(cb).toHaveBeenCalled());
    expect(cb.mock.calls[0]![0]).toMatchObject({ code: "CLIENT_AUTHORIZATION_INVALID" });
  });
});
