import { describe, expect, it, vi } from "vitest";
import { useCleanBankLinkPage, win } from "./testing/bank-link-page.ts";
import { UsBankAccount } from "./us-bank-account.ts";
import { clientErrors, fakeClient } from "../lib/testing/fake-client.ts";
import { BANK_LINK_SCRIPT_URL } from "./bank-login-constants.ts";
import { tokenizeMutation } from "./graphql.ts";
import type { BankLinkCreateOptions } from "./types.ts";

const MANDATE = "I authorize Braintree to debit my bank account on behalf of My Online Store.";
const bankLogin = {
  displayName: "My Store",
  ownershipType: "business",
  businessName: "Acme",
  billingAddress: { streetAddress: "1 Main St", locality: "Austin", region: "TX", postalCode: "78701" },
};

/** Stand-in for the bank-linking global: records create() options and the handler it returned. */
function installBankLink() {
  const created: {
    options: BankLinkCreateOptions;
    open: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  }[] = [];
  win.Plaid = {
    create: vi.fn((options: BankLinkCreateOptions) => {
      const handler = { open: vi.fn(), destroy: vi.fn() };
      created.push({ options, ...handler });
      return handler;
    }),
  };
  return created;
}

function setup(environment = "sandbox") {
  const client = fakeClient({ environment, usBankAccount: { plaid: { publicKey: "pk_test_abc" } } });
  return { client, instance: new UsBankAccount(client) };
}

const loginAnswer = {
  data: { tokenizeUsBankLogin: { paymentMethod: { id: "tokenusbankacct_login", details: { last4: "0000" } } } },
};
/** Waits until the widget has been created `count` times (the bank-login code arrives by dynamic import). */
const opened = (created: unknown[], count = 1) => vi.waitFor(() => expect(created).toHaveLength(count));

useCleanBankLinkPage();

describe("bank login", () => {
  it("opens the widget with braintree-web's options (sandbox)", async () => {
    const created = installBankLink();
    const { instance } = setup("sandbox");
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await opened(created);
    expect(created).toHaveLength(1);
    const { options, open } = created[0]!;
    expect(options).toEqual({
      clientName: "My Store",
      apiVersion: "v2",
      env: "sandbox",
      key: "pk_test_abc",
      product: "auth",
      selectAccount: true,
      onExit: expect.any(Function),
      onSuccess: expect.any(Function),
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("tokenizes the linked account with tokenizeUsBankLogin (sandbox account id) and resolves the payload", async () => {
    const created = installBankLink();
    const { client, instance } = setup("sandbox");
    client.reply(() => loginAnswer);
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    await opened(created);
    created[0]!.options.onSuccess("public-sandbox-token", {
      account_id: "real_account",
      account: { subtype: "savings" },
    });
    await expect(result).resolves.toEqual({
      nonce: "tokenusbankacct_login",
      details: {},
      description: "US bank account ending in - 0000",
      type: "us_bank_account",
    });
    expectSameJson(client.requests, [
      {
        api: "graphQLApi",
        data: {
          query: tokenizeMutation("UsBankLogin"),
          variables: {
            input: {
              usBankLogin: {
                publicToken: "public-sandbox-token",
                accountId: "plaid_account_id",
                accountType: "SAVINGS",
                achMandate: MANDATE,
                billingAddress: { streetAddress: "1 Main St", city: "Austin", state: "TX", zipCode: "78701" },
                businessOwner: { businessName: "Acme" },
              },
            },
          },
        },
      },
    ]);
  });

  it("uses env production and the widget's account id in production", async () => {
    const created = installBankLink();
    const { client, instance } = setup("production");
    client.reply(() => loginAnswer);
    const result = instance.tokenize({
      mandateText: MANDATE,
      bankLogin: { ...bankLogin, ownershipType: "personal", firstName: "A", lastName: "B" },
    });
    await opened(created);
    expect(created[0]!.options.env).toBe("production");
    created[0]!.options.onSuccess("public-token", { account_id: "acc_123", account: { subtype: "checking" } });
    await result;
    const input = (client.requests[0]!.data as { variables: { input: { usBankLogin: Record<string, unknown> } } })
      .variables.input.usBankLogin;
    expect(input).toMatchObject({
      accountId: "acc_123",
      accountType: "CHECKING",
      individualOwner: { firstName: "A", lastName: "B" },
    });
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_CLOSED when the customer exits, and allows a new login afterwards", async () => {
    const created = installBankLink();
    const { instance } = setup();
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    await opened(created);
    created[0]!.options.onExit(null, {});
    await expect(result).rejects.toMatchObject({
      name: "BraintreeError",
      type: "CUSTOMER",
      code: "US_BANK_ACCOUNT_LOGIN_CLOSED",
      message: "Customer closed bank login flow before authorizing.",
    });
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await opened(created, 2);
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE while one is open", async () => {
    installBankLink();
    const { instance } = setup();
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await expect(instance.tokenize({ mandateText: MANDATE, bankLogin })).rejects.toMatchObject({
      type: "MERCHANT",
      code: "US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
      message: "Another bank login tokenization request is active.",
    });
  });

  it("maps a failed tokenize request after linking, and clears the active flag", async () => {
    const created = installBankLink();
    const { client, instance } = setup();
    client.reply(() => {
      throw clientErrors.http422();
    });
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    await opened(created);
    created[0]!.options.onSuccess("public-token", { account: { subtype: "checking" } });
    await expect(result).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_FAILED_TOKENIZATION", type: "CUSTOMER" });
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await opened(created, 2);
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED when the script fails, and a retry is not blocked", async () => {
    const { instance } = setup();
    await expect(instance.tokenize({ mandateText: MANDATE, bankLogin })).rejects.toMatchObject({
      type: "NETWORK",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      message: "Bank login flow failed to load.",
    });
    const created = installBankLink();
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await opened(created);
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED when the script never answers (timeout)", async () => {
    await import("./bank-login.ts"); // fetched before the clock stops, so only the script's wait is left
    vi.useFakeTimers();
    const dead = document.createElement("script");
    dead.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.body.appendChild(dead);
    const { instance } = setup();
    const outcome = instance.tokenize({ mandateText: MANDATE, bankLogin }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED" });
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED when the widget throws on create", async () => {
    const boom = new Error("widget broke");
    win.Plaid = {
      create: () => {
        throw boom;
      },
    };
    const { instance } = setup();
    await expect(instance.tokenize({ mandateText: MANDATE, bankLogin })).rejects.toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      details: { originalError: boom },
    });
  });

  it("teardown closes an open login (LOGIN_CLOSED) and removes the script tag it appended", async () => {
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const original = document.body.appendChild.bind(document.body);
    let created: ReturnType<typeof installBankLink> = [];
    vi.spyOn(document.body, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      created = installBankLink();
      return original(node);
    });
    const { instance } = setup();
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(document.querySelectorAll(`script[src="${BANK_LINK_SCRIPT_URL}"]`)).toHaveLength(1);
    await instance.teardown();
    await expect(result).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_CLOSED" });
    expect(created[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll(`script[src="${BANK_LINK_SCRIPT_URL}"]`)).toHaveLength(0);
  });

  it("teardown while the script is still loading rejects LOGIN_CLOSED and never opens the widget", async () => {
    const pending = document.createElement("script");
    pending.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.appendChild(pending);
    const listening = vi.spyOn(pending, "addEventListener");
    const { instance } = setup();
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith("load", expect.any(Function)));
    await instance.teardown();
    const created = installBankLink();
    pending.dispatchEvent(new Event("load"));
    await expect(result).rejects.toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_CLOSED" });
    expect(created).toHaveLength(0);
  });

  it("teardown while the bank-login code is still being fetched rejects LOGIN_CLOSED and adds no script", async () => {
    // No global yet: a flow that went on after teardown would append the script tag (and fail on the missing global).
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const appendChild = vi.spyOn(document.body, "appendChild");
    const { instance } = setup();
    const result = instance.tokenize({ mandateText: MANDATE, bankLogin });
    // Same tick: the dynamic import of the bank-login chunk cannot have settled yet.
    await instance.teardown();
    await expect(result).rejects.toMatchObject({
      name: "BraintreeError",
      type: "CUSTOMER",
      code: "US_BANK_ACCOUNT_LOGIN_CLOSED",
    });
    expect(appendChild).not.toHaveBeenCalled();
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("teardown leaves a script tag the page added itself", async () => {
    const own = document.createElement("script");
    own.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.appendChild(own);
    const created = installBankLink();
    const { instance } = setup();
    void instance.tokenize({ mandateText: MANDATE, bankLogin }).catch(() => undefined);
    await vi.waitFor(() => expect(created).toHaveLength(1));
    await instance.teardown();
    expect(own.isConnected).toBe(true);
  });
});

/** Deep equality plus key order: the wire body must serialize exactly like braintree-web's. */
function expectSameJson(actual: unknown, expected: unknown) {
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}
