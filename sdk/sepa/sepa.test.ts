import { afterEach, describe, expect, it, vi } from "vitest";
import { SEPA } from "./sepa.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { fakeWindowOpen, postAs, type FakePopupWindow } from "../lib/testing/fake-popup.ts";

const ASSETS = "https://assets.braintreegateway.com";
const HTML = `${ASSETS}/web/3.109.0/html/`;
const options = {
  accountHolderName: "Erika Mustermann",
  customerId: "customer-1",
  iban: "DE89370400440532013000",
  mandateType: "ONE_OFF",
  countryCode: "DE",
  merchantAccountId: "eur_account",
} as const;
const mandate = {
  message: {
    body: {
      sepaDebitAccount: { approvalUrl: "https://bank.example/approve?m=1", last4: "3000", bankReferenceToken: "brt-1" },
    },
  },
};

function setup() {
  const client = fakeClient({ assetsUrl: ASSETS });
  return { client, instance: new SEPA(client) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function channelOf(client: ReturnType<typeof fakeClient>): string {
  const data = client.requests[0]!.data as { return_url: string };
  return new URL(data.return_url).searchParams.get("channel")!;
}

async function untilApprovalShown(win: FakePopupWindow) {
  await vi.waitFor(() => expect(win.visited).toContain("https://bank.example/approve?m=1"));
}

describe("SEPA tokenize", () => {
  it("creates the mandate, shows landing then approval in a 400x570 popup, exchanges the approval for a nonce", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => mandate);
    client.reply(() => ({ nonce: "sepa-nonce" }));
    const result = instance.tokenize({
      ...options,
      mandateType: "RECURRENT",
      locale: "de-DE",
      billingAddress: { addressLine1: "Hauptstr. 1", postalCode: "10115", adminArea2: "Berlin" },
    });
    const call = open.calls[0]!;
    expect(call).toMatchObject({ url: `${HTML}sepa-landing-frame.html` });
    expect(call.name).toMatch(/^sepadirectdebit_[0-9a-f]{32}$/);
    expect(call.features).toMatch(/width=400,height=570,top=-?\d+,left=-?\d+/);
    const win = call.window!;
    await untilApprovalShown(win);
    const channel = channelOf(client);
    expect(client.requests[0]).toEqual({
      api: "clientApi",
      method: "post",
      endpoint: "sepa_debit",
      data: {
        sepa_debit: {
          account_holder_name: "Erika Mustermann",
          billing_address: {
            country_code: "DE",
            address_line_1: "Hauptstr. 1",
            admin_area_2: "Berlin",
            postal_code: "10115",
          },
          iban: "DE89370400440532013000",
          merchant_or_partner_customer_id: "customer-1",
          mandate_type: "RECURRENT",
        },
        locale: "de-DE",
        cancel_url: `${HTML}redirect-frame.html?cancel=1&channel=${channel}`,
        return_url: `${HTML}redirect-frame.html?success=1&channel=${channel}`,
        merchant_account_id: "eur_account",
      },
    });
    postAs(win, ASSETS, { channel, kind: "return", params: { success: "1" } });
    await expect(result).resolves.toEqual({
      nonce: "sepa-nonce",
      ibanLastFour: "3000",
      customerId: "customer-1",
      mandateType: "RECURRENT",
    });
    expect(client.requests[1]).toEqual({
      api: "clientApi",
      method: "post",
      endpoint: "payment_methods/sepa_debit_accounts",
      data: {
        sepa_debit_account: {
          last_4: "3000",
          merchant_or_partner_customer_id: "customer-1",
          bank_reference_token: "brt-1",
          mandate_type: "RECURRENT",
        },
        merchant_account_id: "eur_account",
      },
    });
    expect(win.closed).toBe(true);
  });

  it.each([...["iban", "merchantAccountId", "mandateType", "customerId", "accountHolderName", "countryCode"], "all"])(
    "without %s rejects SEPA_TOKENIZE_MISSING_REQUIRED_OPTION before any popup or request",
    async (missing) => {
      const open = fakeWindowOpen();
      const { client, instance } = setup();
      const given: Record<string, unknown> = missing === "all" ? {} : { ...options };
      delete given[missing];
      await expect(instance.tokenize(given as never)).rejects.toMatchObject({
        type: "MERCHANT",
        code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION",
        message: "Missing required option for tokenize.",
      });
      expect(open.calls).toHaveLength(0);
      expect(client.requests).toHaveLength(0);
    },
  );

  it("counts an option present but undefined as given (braintree-web checks own properties)", async () => {
    fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => {
      throw clientErrors.http422();
    });
    await expect(instance.tokenize({ ...options, iban: undefined } as never)).rejects.toMatchObject({
      code: "SEPA_CREATE_MANDATE_FAILED",
    });
  });

  it.each(["one_off", "MONTHLY", ""])("mandateType %j rejects SEPA_INVALID_MANDATE_TYPE", async (mandateType) => {
    const open = fakeWindowOpen();
    const { instance } = setup();
    await expect(instance.tokenize({ ...options, mandateType })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "SEPA_INVALID_MANDATE_TYPE",
      message: "SEPA mandate type is invalid",
    });
    expect(open.calls).toHaveLength(0);
  });

  it.each([
    [
      "a client error",
      () => {
        throw clientErrors.http500();
      },
    ],
    ["an answer without sepaDebitAccount", () => ({ message: { body: {} } })],
  ])(
    "mandate creation failing with %s rejects SEPA_CREATE_MANDATE_FAILED and closes the popup",
    async (_name, reply) => {
      const open = fakeWindowOpen();
      const { client, instance } = setup();
      client.reply(reply);
      await expect(instance.tokenize(options)).rejects.toMatchObject({
        type: "MERCHANT",
        code: "SEPA_CREATE_MANDATE_FAILED",
        message: "SEPA create mandate failed.",
        details: "create-mandate",
      });
      expect(open.last()!.closed).toBe(true);
    },
  );

  it("a blocked popup rejects SEPA_TOKENIZATION_FAILED after the mandate (braintree-web's order)", async () => {
    fakeWindowOpen({ blocked: true });
    const { client, instance } = setup();
    client.reply(() => mandate);
    await expect(instance.tokenize(options)).rejects.toMatchObject({
      type: "UNKNOWN",
      code: "SEPA_TOKENIZATION_FAILED",
      message: "SEPA encountered a problem",
      details: "open-popup",
    });
    expect(client.requests).toHaveLength(1);
  });

  it.each([
    [
      "the cancel page",
      (win: FakePopupWindow, channel: string) =>
        postAs(win, ASSETS, { channel, kind: "return", params: { cancel: "1" } }),
    ],
    ["the customer closing the popup", (win: FakePopupWindow) => void (win.closed = true)],
  ])("%s rejects SEPA_CUSTOMER_CANCELED", async (_name, act) => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => mandate);
    const result = instance.tokenize(options);
    await untilApprovalShown(open.last()!);
    act(open.last()!, channelOf(client));
    await expect(result).rejects.toMatchObject({
      type: "CUSTOMER",
      code: "SEPA_CUSTOMER_CANCELED",
      message: "User canceled SEPA authorization",
      details: "customer-canceled",
    });
    expect(open.last()!.closed).toBe(true);
    expect(client.requests).toHaveLength(1);
  });

  it("a return page with neither success nor cancel rejects SEPA_TOKENIZATION_FAILED", async () => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => mandate);
    const result = instance.tokenize(options);
    await untilApprovalShown(open.last()!);
    postAs(open.last()!, ASSETS, { channel: channelOf(client), kind: "return", params: {} });
    await expect(result).rejects.toMatchObject({ code: "SEPA_TOKENIZATION_FAILED" });
  });

  it.each([
    [
      "a client error",
      () => {
        throw clientErrors.http422();
      },
    ],
    ["an answer without nonce", () => ({})],
  ])("the nonce exchange failing with %s rejects SEPA_TRANSACTION_FAILED", async (_name, reply) => {
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => mandate);
    client.reply(reply);
    const result = instance.tokenize(options);
    await untilApprovalShown(open.last()!);
    postAs(open.last()!, ASSETS, { channel: channelOf(client), kind: "return", params: { success: "1" } });
    await expect(result).rejects.toMatchObject({
      type: "UNKNOWN",
      code: "SEPA_TRANSACTION_FAILED",
      message: "SEPA transaction failed",
      details: "handle-approval",
    });
  });

  it("a popup left open rejects SEPA_POPUP_TIMEOUT after 15 minutes and is closed", async () => {
    vi.useFakeTimers();
    const open = fakeWindowOpen();
    const { client, instance } = setup();
    client.reply(() => mandate);
    const result = instance.tokenize(options).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(await result).toMatchObject({ code: "SEPA_POPUP_TIMEOUT", type: "CUSTOMER" });
    expect(open.last()!.closed).toBe(true);
  });

  it("calls back (err) with a callback", async () => {
    const { instance } = setup();
    const callback = vi.fn();
    expect(instance.tokenize({} as never, callback)).toBeUndefined();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]![0]).toMatchObject({ code: "SEPA_TOKENIZE_MISSING_REQUIRED_OPTION" });
  });
});
