// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

const gateway = {
  environment: "sandbox",
  threeDSecureEnabled: true,
  threeDSecure: { cardinalAuthenticationJWT: "jwt" },
};

describe("three-d-secure under Node", () => {
  it("imports without a window; a frictionless verifyCard resolves and a challenge rejects SCRIPT_LOAD_FAILED", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create } = await import("./index.ts");
    const client = fakeClient(gateway);
    const tds = await create({ client, version: "2" });
    const paymentMethod = {
      nonce: "n2",
      type: "CreditCard",
      description: "ending+in+11",
      threeDSecureInfo: { liabilityShifted: true },
    };
    client.reply(() => ({
      lookup: { acsUrl: null },
      paymentMethod,
      threeDSecureInfo: { liabilityShifted: true, liabilityShiftPossible: true },
    }));
    await expect(
      tds.verifyCard({ nonce: "n", bin: "4", amount: "1", onLookupComplete: (_d, next) => next() }),
    ).resolves.toMatchObject({
      nonce: "n2",
      description: "ending in 11",
      liabilityShifted: true,
      verificationDetails: { liabilityShifted: true, liabilityShiftPossible: true },
    });
    expect(client.requests[0]).toMatchObject({
      method: "post",
      endpoint: "payment_methods/n/three_d_secure/lookup",
      data: { amount: "1", bin: "4", braintreeLibraryVersion: "braintree/web/3.109.0" },
    });
    await expect(
      tds.initializeChallengeWithLookupResponse({
        lookup: { acsUrl: "https://acs", transactionId: "t" },
        paymentMethod,
      }),
    ).rejects.toMatchObject({
      code: "THREEDS_CARDINAL_SDK_SCRIPT_LOAD_FAILED",
      type: "NETWORK",
    });
  });

  it("create checks: the last failing one wins (braintree-web's order), HTTPS in production", async () => {
    const { create } = await import("./index.ts");
    const code = (config: Record<string, unknown>, authorizationType = "CLIENT_TOKEN") => {
      const client = fakeClient(config);
      const withType = { ...client, getConfiguration: () => ({ ...client.getConfiguration(), authorizationType }) };
      return create({ client: withType, version: "2" }).then(
        () => "ok",
        (e: { code: string }) => e.code,
      );
    };
    expect(await code({ threeDSecureEnabled: false })).toBe("THREEDS_NOT_ENABLED_FOR_V2");
    expect(await code({ ...gateway, environment: "production" }, "TOKENIZATION_KEY")).toBe("THREEDS_HTTPS_REQUIRED");
    expect(await code(gateway, "TOKENIZATION_KEY")).toBe("THREEDS_CAN_NOT_USE_TOKENIZATION_KEY");
    expect(await code({ ...gateway, threeDSecureEnabled: false })).toBe("THREEDS_NOT_ENABLED");
    expect(await code(gateway)).toBe("ok");
    await expect(create({ client: fakeClient(gateway), version: "2-legacy" })).rejects.toMatchObject({
      code: "THREEDS_UNRECOGNIZED_VERSION",
      message:
        "Version `2-legacy` is not a recognized version. You may need to update the version of your Braintree SDK to support this version.",
    });
    await expect(create({ client: fakeClient(gateway), version: "" })).rejects.toMatchObject({
      code: "THREEDS_UNSUPPORTED_VERSION",
    });
  });
});
