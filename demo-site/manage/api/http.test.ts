import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiFailure } from "./http.ts";
import { onReauthChange, settleReauth } from "./reauth.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const reauthRequired = () => json(403, { error: { code: "reauth_required", message: "Sign in again." } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the app's API calls", () => {
  it("send JSON with the same-origin cookie and read the answer", async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    await expect(api("PATCH", "/organizers/1", { name: "A" })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith("/api/manage/organizers/1", {
      method: "PATCH",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: '{"name":"A"}',
    });
  });

  it("turn an error answer into an ApiFailure with the server's code, message and field", async () => {
    vi.stubGlobal("fetch", async () =>
      json(409, { error: { code: "stock_below_taken", message: "12 taken", field: "stock_limit" } }),
    );
    const failure = await api("PATCH", "/x").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 409,
      code: "stock_below_taken",
      message: "12 taken",
      field: "stock_limit",
    });
  });

  it("on 403 reauth_required open the re-auth dialog, and after a fresh sign-in send the same call once more", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(reauthRequired())
      .mockResolvedValueOnce(json(200, { role: "door" }));
    vi.stubGlobal("fetch", fetch);
    const opened: boolean[] = [];
    const stop = onReauthChange((open) => opened.push(open));
    const call = api("PATCH", "/organizers/1/members/2", { role: "door" });
    await vi.waitFor(() => expect(opened).toEqual([true]));
    expect(fetch).toHaveBeenCalledTimes(1);
    settleReauth(true);
    await expect(call).resolves.toEqual({ role: "door" });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]).toEqual(fetch.mock.calls[0]);
    expect(opened).toEqual([true, false]);
    stop();
  });

  it("when the re-auth dialog is cancelled, fail the call without sending it again", async () => {
    const fetch = vi.fn(async () => reauthRequired());
    vi.stubGlobal("fetch", fetch);
    const stop = onReauthChange((open) => open && settleReauth(false));
    await expect(api("PATCH", "/organizers/1", {})).rejects.toThrow("fresh sign-in");
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});
