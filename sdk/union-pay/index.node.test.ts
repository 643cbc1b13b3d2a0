// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeClient } from "../lib/testing/fake-client.ts";

describe("union-pay under Node", () => {
  it("imports without a window, enrols and tokenizes", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const { create } = await import("./index.ts");
    const client = fakeClient({ unionPay: { enabled: true } });
    client.reply(() => ({ unionPayEnrollmentId: "e1", smsCodeRequired: true }));
    client.reply(() => ({ creditCards: [{ nonce: "n1", type: "CreditCard", details: { lastTwo: "32" } }] }));
    const instance = await create({ client });
    const card = { number: "6212345678901232", expirationDate: "12/30" };
    const { enrollmentId } = await instance.enroll({ card, mobile: { countryCode: "62", number: "1" } });
    await expect(instance.tokenize({ card, enrollmentId, smsCode: "12345" })).resolves.toMatchObject({ nonce: "n1" });
    await expect(instance.teardown()).resolves.toBeUndefined();
  });
});
