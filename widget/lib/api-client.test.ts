import { describe, expect, it } from "vitest";
import { fetchEvent, WidgetApiError } from "./api-client.ts";
import { event } from "./test-fixtures.ts";

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<WidgetApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WidgetApiError);
    return error as WidgetApiError;
  }
  throw new Error("expected a failure");
}

describe("fetchEvent", () => {
  it("returns the validated event and normalises numeric prices to strings", async () => {
    const body = { ...event(), event_tickets: [{ ...event().event_tickets[0], price: 25 }], extra: "dropped" };
    const result = await fetchEvent("http://api", "101", { fetchImpl: json(200, body) });
    expect(result.name).toBe("Test event");
    expect(result.event_tickets[0]?.price).toBe("25");
    expect("extra" in result).toBe(false);
  });

  it("asks for the right URL", async () => {
    let asked = "";
    await fetchEvent("http://api", "10 1", {
      fetchImpl: async (url) => (
        (asked = url instanceof Request ? url.url : url.toString()),
        new Response(JSON.stringify(event()))
      ),
    });
    expect(asked).toBe("http://api/api/events/10%201");
  });

  it("maps 404 to event_not_found", async () => {
    const err = await failure(
      fetchEvent("http://api", "999", { fetchImpl: json(404, { error: { code: "event_not_found", message: "no" } }) }),
    );
    expect(err.code).toBe("event_not_found");
  });

  it("maps 500 to http_error with the status", async () => {
    const err = await failure(
      fetchEvent("http://api", "1", { fetchImpl: json(500, { error: { code: "boom", message: "kaput" } }) }),
    );
    expect(err).toMatchObject({ code: "http_error", status: 500 });
    expect(err.message).toContain("kaput");
  });

  it("reports a non-JSON error page by its status, not as malformed data", async () => {
    const gateway = await failure(
      fetchEvent("http://api", "1", {
        fetchImpl: async () => new Response("<html>Bad gateway</html>", { status: 502 }),
      }),
    );
    expect(gateway).toMatchObject({ code: "http_error", status: 502 });
    const missing = await failure(
      fetchEvent("http://api", "7", { fetchImpl: async () => new Response("Not found", { status: 404 }) }),
    );
    expect(missing.code).toBe("event_not_found");
  });

  it("rejects a malformed body and names the field", async () => {
    const err = await failure(
      fetchEvent("http://api", "1", { fetchImpl: json(200, { ...event(), event_tickets: "nope" }) }),
    );
    expect(err.code).toBe("malformed_response");
    expect(err.message).toContain("event_tickets");
    const notJson = await failure(
      fetchEvent("http://api", "1", { fetchImpl: async () => new Response("<html>", { status: 200 }) }),
    );
    expect(notJson.code).toBe("malformed_response");
  });

  it("maps a network failure to network", async () => {
    const err = await failure(
      fetchEvent("http://api", "1", {
        fetchImpl: async () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    );
    expect(err.code).toBe("network");
  });

  it("gives up after the timeout", async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    const started = Date.now();
    const err = await failure(fetchEvent("http://api", "1", { fetchImpl: hang, timeoutMs: 50 }));
    expect(err.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
