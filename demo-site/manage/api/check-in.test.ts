import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InvalidInput } from "../lib/schema-errors.ts";
import { createList, eventListsQuery, pairDevice, revokeDevice, statsQuery, updateList } from "./check-in.ts";
import { ApiFailure } from "./http.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const body = { name: "Main gate", ticketTypeIds: null, allowReentry: false, validFrom: null, validUntil: null };

afterEach(() => vi.unstubAllGlobals());

describe("the check-in calls", () => {
  it("read an event's lists from the server's items, and ask for the figures every 5 s", async () => {
    const fetch = vi.fn(async () => json(200, { items: [{ id: 4, name: "Main gate" }] }));
    vi.stubGlobal("fetch", fetch);
    const lists = await new QueryClient().fetchQuery(eventListsQuery(3, 101));
    expect(lists).toEqual([{ id: 4, name: "Main gate" }]);
    expect(fetch.mock.calls[0]).toEqual(["/api/manage/organizers/3/events/101/check-in-lists", expect.anything()]);
    expect(statsQuery(3, 101).refetchInterval).toBe(5000);
  });

  it("refuse a body the server's schema refuses, before anything is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await expect(createList(3, 101, { ...body, name: " " })).rejects.toThrow(InvalidInput);
    await expect(pairDevice(3, { name: "Gate A", listIds: [] })).rejects.toThrow(/listIds/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("send a change with the version it read, and give a stale one's 409 as its code", async () => {
    const fetch = vi.fn(async () =>
      json(409, { error: { code: "changed_meanwhile", message: "The list changed meanwhile." } }),
    );
    vi.stubGlobal("fetch", fetch);
    const failure = await updateList(3, 4, { ...body, version: 2 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 409, code: "changed_meanwhile" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(init.body as string)]).toEqual([
      "/api/manage/organizers/3/check-in-lists/4",
      "PATCH",
      { ...body, version: 2 },
    ]);
  });

  it("revoke a device by its id", async () => {
    const fetch = vi.fn(async () => json(200, { id: "dev_abc", revokedAt: 1 }));
    vi.stubGlobal("fetch", fetch);
    await revokeDevice(3, "dev_abc");
    expect(fetch.mock.calls[0]).toEqual([
      "/api/manage/organizers/3/check-in-devices/dev_abc/revoke",
      expect.objectContaining({ method: "POST" }),
    ]);
  });
});
