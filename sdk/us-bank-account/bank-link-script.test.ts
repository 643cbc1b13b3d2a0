import { describe, expect, it, vi } from "vitest";
import { useCleanBankLinkPage, win } from "./testing/bank-link-page.ts";
import { loadBankLinkScript, type LoadBankLinkScriptOptions } from "./bank-link-script.ts";
import { BANK_LINK_SCRIPT_URL } from "./bank-login-constants.ts";
import { bankLoginErrors } from "./us-bank-account.ts";

const fakePlaid = { create: vi.fn() };
/** The loader with the errors the instance gives it. */
const load = (options?: LoadBankLinkScriptOptions) => loadBankLinkScript(bankLoginErrors.loadFailed, options);
const scriptTags = () => document.querySelectorAll(`script[src="${BANK_LINK_SCRIPT_URL}"]`);

/** happy-dom fires load (or error) for a script synchronously inside appendChild; define the global just before. */
function loadSucceedsWith(global: unknown) {
  win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  const original = document.body.appendChild.bind(document.body);
  vi.spyOn(document.body, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
    if (global) win.Plaid = global;
    return original(node);
  });
}

useCleanBankLinkPage();

describe("loadBankLinkScript", () => {
  it("uses a global that is already there without adding a script", async () => {
    win.Plaid = fakePlaid;
    await expect(load()).resolves.toBe(fakePlaid);
    expect(scriptTags()).toHaveLength(0);
  });

  it("appends one async script with braintree-web's URL and resolves with the global", async () => {
    loadSucceedsWith(fakePlaid);
    const appended = vi.fn();
    await expect(load({ onScriptAppended: appended })).resolves.toBe(fakePlaid);
    const tags = scriptTags();
    expect(tags).toHaveLength(1);
    expect((tags[0] as HTMLScriptElement).async).toBe(true);
    expect(tags[0]?.parentNode).toBe(document.body);
    expect(appended).toHaveBeenCalledWith(tags[0]);
  });

  it("shares one pending load between callers", async () => {
    vi.useFakeTimers();
    const existing = document.createElement("script");
    existing.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.body.appendChild(existing);
    const first = load();
    const second = load();
    expect(second).toBe(first);
    win.Plaid = fakePlaid;
    existing.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(fakePlaid);
    expect(scriptTags()).toHaveLength(1);
  });

  it("reuses a script tag the page already has and waits for its load", async () => {
    const existing = document.createElement("script");
    existing.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.appendChild(existing);
    const appended = vi.fn();
    const loading = load({ onScriptAppended: appended });
    win.Plaid = fakePlaid;
    existing.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBe(fakePlaid);
    expect(scriptTags()).toHaveLength(1);
    expect(appended).not.toHaveBeenCalled();
  });

  it("rejects US_BANK_ACCOUNT_LOGIN_LOAD_FAILED on a load error, removes the tag, and retries on the next call", async () => {
    await expect(load()).rejects.toMatchObject({
      name: "BraintreeError",
      type: "NETWORK",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      message: "Bank login flow failed to load.",
    });
    expect(scriptTags()).toHaveLength(0);
    loadSucceedsWith(fakePlaid);
    await expect(load()).resolves.toBe(fakePlaid);
    expect(scriptTags()).toHaveLength(1);
  });

  it("rejects when the script loads but defines no global", async () => {
    loadSucceedsWith(undefined);
    const error = await load().catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      details: { reason: expect.stringContaining("window.Plaid") },
    });
  });

  it("gives up after 30 s instead of waiting forever, then starts over", async () => {
    vi.useFakeTimers();
    const dead = document.createElement("script");
    dead.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.body.appendChild(dead); // its load fired before anyone listened, without a global: it will never report again
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
    const loading = load();
    const outcome = loading.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void loading.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      details: { reason: "The bank-linking script did not load within 30000 ms." },
    });
    expect(dead.isConnected).toBe(false);
    loadSucceedsWith(fakePlaid);
    await expect(load()).resolves.toBe(fakePlaid);
  });

  it("honours a custom timeout", async () => {
    vi.useFakeTimers();
    const dead = document.createElement("script");
    dead.src = BANK_LINK_SCRIPT_URL;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.body.appendChild(dead);
    const outcome = load({ timeoutMs: 50 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toMatchObject({ code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED" });
  });
});
