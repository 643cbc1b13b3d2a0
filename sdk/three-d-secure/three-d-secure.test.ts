import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { cardinalError } from "./cardinal-errors.ts";
import { resetCardinalScriptForTests } from "./cardinal-script.ts";
import { verifyCardError, isNumeric } from "./verify-options.ts";
import { CHALLENGE_TIMEOUT_MS } from "./constants.ts";

const gateway = {
  environment: "sandbox",
  threeDSecureEnabled: true,
  threeDSecure: { cardinalAuthenticationJWT: "jwt" },
  assetsUrl: "https://assets.braintreegateway.com",
};

/** A client whose requests never answer (a never-answering network: the real client would time out on its own). */
function silentClient() {
  return {
    request: vi.fn(() => new Promise<never>(() => undefined)),
    getConfiguration: () => ({
      gatewayConfiguration: gateway,
      authorizationType: "CLIENT_TOKEN",
      authorizationFingerprint: "fp",
    }),
    getVersion: () => "3.109.0",
  };
}

describe("three-d-secure error mapping and option rules", () => {
  it("maps Cardinal error numbers as section 8 says", () => {
    const code = (n: number) => cardinalError({ ActionCode: "ERROR", ErrorNumber: n, ErrorDescription: "d" }).code;
    expect([10001, 10002].map(code)).toEqual([
      "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
      "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
    ]);
    expect([10003, 10007, 10009].map(code)).toEqual(Array(3).fill("THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"));
    expect([10005, 10006].map(code)).toEqual(Array(2).fill("THREEDS_CARDINAL_SDK_BAD_CONFIG"));
    expect([10008, 10010].map(code)).toEqual(Array(2).fill("THREEDS_CARDINAL_SDK_BAD_JWT"));
    expect(code(10011)).toBe("THREEDS_CARDINAL_SDK_CANCELED");
    expect(code(12345)).toBe("THREEDS_CARDINAL_SDK_ERROR");
    expect(cardinalError({ ErrorNumber: 10008, ErrorDescription: "bad" }).details).toEqual({
      originalError: { code: 10008, description: "bad" },
    });
  });

  it("checks verifyCard options in braintree-web's order", () => {
    const message = (o: object, busy = false, listener = false) => verifyCardError(o, busy, listener)?.message;
    expect(message({}, true)).toBe("verifyCard options must include a BIN.");
    expect(verifyCardError({ bin: "4" }, true, false)?.code).toBe("THREEDS_AUTHENTICATION_IN_PROGRESS");
    expect(message({ bin: "4" })).toBe("verifyCard options must include a nonce.");
    expect(message({ bin: "4", nonce: "n", amount: " " })).toBe("verifyCard options must include an amount.");
    expect(message({ bin: "4", nonce: "n", amount: "1" })).toBe(
      "verifyCard options must include an onLookupComplete function.",
    );
    expect(message({ bin: "4", nonce: "n", amount: "1" }, false, true)).toBeUndefined();
    expect([0, "1.5", 2].every(isNumeric)).toBe(true);
    expect([undefined, null, [], true, "", "cows"].some(isNumeric)).toBe(false);
  });
});

describe("three-d-secure never hangs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetCardinalScriptForTests();
    delete (globalThis as { Cardinal?: unknown }).Cardinal;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
  });

  it("with a Songbird that never loads, prepareLookup and initializeChallengeWithLookupResponse settle after the setup timeout", async () => {
    // The tag is "appended" but never loads nor errors: a request the network never answers.
    const appended: Node[] = [];
    const spy = vi.spyOn(document.head, "appendChild").mockImplementation((node) => (appended.push(node), node));
    const tds = await create({ client: silentClient(), version: "2", timeout: 5_000 });
    spy.mockRestore();
    expect((appended[0] as HTMLScriptElement).src).toBe(
      "https://songbirdstag.cardinalcommerce.com/edge/v1/songbird.js",
    );
    const settled: string[] = [];
    void tds
      .prepareLookup({ bin: "411111" })
      .then((json) => settled.push(`prepare ${JSON.parse(json).dfReferenceId ?? "none"}`));
    tds
      .initializeChallengeWithLookupResponse({
        lookup: { acsUrl: "https://acs", transactionId: "t" },
        paymentMethod: { nonce: "n" },
      })
      .catch((e: { code: string }) => settled.push(e.code));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled.sort()).toEqual(["THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT", "prepare none"]);
  });

  it("with a Songbird that sets up but never shows the challenge, the challenge rejects RESPONSE_TIMEDOUT; a shown frame is bounded by CHALLENGE_TIMEOUT_MS", async () => {
    const handlers: Record<string, (...a: any[]) => void> = {};
    (globalThis as any).Cardinal = {
      configure() {},
      setup() {
        setTimeout(() => handlers["payments.setupComplete"]?.({ sessionId: "s" }), 1);
      },
      on: (e: string, h: (...a: any[]) => void) => (handlers[e] = h),
      off: (e: string) => delete handlers[e],
      trigger: () => new Promise(() => undefined), // never answers the bin process either
      continue: vi.fn(),
    };
    const tds = await create({ client: silentClient(), version: "2", timeout: 3_000 });
    const outcome: string[] = [];
    tds
      .initializeChallengeWithLookupResponse({
        lookup: { acsUrl: "https://acs", transactionId: "t" },
        paymentMethod: { nonce: "n" },
      })
      .catch((e: any) => outcome.push(e.code));
    await vi.advanceTimersByTimeAsync(3_100);
    expect(outcome).toEqual(["THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"]);

    tds
      .initializeChallengeWithLookupResponse({
        lookup: { acsUrl: "https://acs", transactionId: "t" },
        paymentMethod: { nonce: "n" },
      })
      .catch((e: any) => outcome.push(e.code));
    await vi.advanceTimersByTimeAsync(1);
    handlers["ui.inline.setup"]!(
      '<iframe title="x"></iframe>',
      { paymentType: "CCA", data: { mode: "static" } },
      () => undefined,
      () => undefined,
    );
    expect(document.querySelector("[data-three-d-secure-modal] iframe")).not.toBeNull();
    await vi.advanceTimersByTimeAsync(CHALLENGE_TIMEOUT_MS - 1_000);
    expect(outcome).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outcome).toEqual(["THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT", "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT"]);
    expect(document.querySelector("[data-three-d-secure-modal]")).toBeNull();

    // prepareLookup with a bin process that never answers is bounded by the same timeout.
    let prepared: string | undefined;
    void tds.prepareLookup({ bin: "4" }).then((json) => (prepared = json));
    await vi.advanceTimersByTimeAsync(3_100);
    expect(JSON.parse(prepared!)).toMatchObject({
      dfReferenceId: "s",
      bin: "4",
      authorizationFingerprint: "fp",
      braintreeLibraryVersion: "braintree/web/3.109.0",
    });
  });

  it("cancelVerifyCard and teardown end a verifyCard waiting on a never-answering lookup", async () => {
    const tds = await create({ client: silentClient(), version: "2", timeout: 1_000 });
    const outcome: string[] = [];
    tds
      .verifyCard({ nonce: "n", bin: "4", amount: 1, onLookupComplete: (_d, next) => next() })
      .catch((e: any) => outcome.push(e.code));
    await expect(
      tds.verifyCard({ nonce: "n", bin: "4", amount: 1, onLookupComplete: () => undefined }),
    ).rejects.toMatchObject({ code: "THREEDS_AUTHENTICATION_IN_PROGRESS" });
    await expect(tds.cancelVerifyCard()).rejects.toMatchObject({ code: "THREEDS_NO_VERIFICATION_PAYLOAD" });
    await tds.teardown();
    expect(() => tds.verifyCard({} as never)).toThrow(
      expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN" }),
    );
  });
});

describe("three-d-secure cancelVerifyCard during a challenge", () => {
  afterEach(() => {
    delete (globalThis as { Cardinal?: unknown }).Cardinal;
    document.body.innerHTML = "";
  });

  it("resolves the lookup's payment method, rejects verifyCard CANCELED_BY_MERCHANT and removes the modal", async () => {
    resetCardinalScriptForTests();
    const handlers: Record<string, (...a: any[]) => void> = {};
    (globalThis as any).Cardinal = {
      configure() {},
      setup: () => setTimeout(() => handlers["payments.setupComplete"]?.({ sessionId: "s" }), 1),
      on: (e: string, h: (...a: any[]) => void) => (handlers[e] = h),
      off: (e: string) => delete handlers[e],
      trigger: () => Promise.resolve({ Status: true }),
      continue: () =>
        handlers["ui.inline.setup"]!(
          "<iframe></iframe>",
          { paymentType: "CCA", data: { mode: "static" } },
          () => undefined,
          () => undefined,
        ),
    };
    const paymentMethod = {
      nonce: "n2",
      threeDSecureInfo: { liabilityShifted: false, liabilityShiftPossible: true, verificationDetails: { x: 1 } },
    };
    const client = {
      ...silentClient(),
      request: vi.fn(async () => ({ lookup: { acsUrl: "https://acs", transactionId: "t" }, paymentMethod })),
    };
    const tds = await create({ client, version: "2-bootstrap3-modal" });
    const verified = tds.verifyCard({ nonce: "n", bin: "4", amount: "1", onLookupComplete: (_d, next) => next() });
    await vi.waitFor(() => expect(document.querySelector(".modal-dialog iframe")).not.toBeNull());
    await expect(tds.cancelVerifyCard()).resolves.toMatchObject({
      nonce: "n2",
      liabilityShifted: false,
      liabilityShiftPossible: true,
      verificationDetails: { x: 1 },
    });
    await expect(verified).rejects.toMatchObject({
      code: "THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT",
      type: "MERCHANT",
    });
    expect(document.querySelector("[data-three-d-secure-modal]")).toBeNull();
  });
});
