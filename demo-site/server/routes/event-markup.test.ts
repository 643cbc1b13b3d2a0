// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { tempDir, writeSeed } from "../testing/in-process.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { onTheWire } from "../testing/requests.ts";
import { smallSeed } from "../testing/seed-fixtures.ts";
import { run } from "../testing/sql.ts";

describe.each(testStores)("GET /api/events/:id/markup on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    const seed = smallSeed();
    const event = seed.organizers[0]!.events[0]!;
    // Organizer-written text that must arrive as text, and HTML that must arrive without its script.
    event.name = `<img src=x onerror="alert(1)">Gala`;
    // A concert in New York (2030-01-01T20:00:00Z is 15:00 there), whatever zone the buyer is in.
    Object.assign(event, { time_zone: "America/New_York", venue: "Carnegie Hall" });
    (event.event_tickets[0] as Record<string, unknown>).short_description =
      `<b>Bold</b><script>alert(2)</script><a href="javascript:alert(3)" style="color:red">x</a>`;
    server = await startServerOn(kind, { SEED_FILE: writeSeed(tempDir(), seed) });
  });
  afterAll(() => server.close());

  const markup = async (path: string, init?: RequestInit) => {
    const res = await fetch(server.origin + path, init);
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & { html: string; css: string; dates: string[][] },
    };
  };

  describe("GET /api/events/:id/markup", () => {
    it("answers the event, the clock, the date labels, the stylesheet and step 1 as React's escaped markup", async () => {
      const { status, body } = await markup("/api/events/1/markup?lang=en&tz=UTC");
      expect(status).toBe(200);
      expect(body.event).toMatchObject({ id: 1, event_tickets: [expect.objectContaining({ id: 11 })] });
      expect(body.event).toMatchObject({ time_zone: "America/New_York", venue: "Carnegie Hall" });
      expect(body.now).toEqual(expect.any(Number));
      // The start in the event's zone with its abbreviation, as the markup shows it and the client will reuse it.
      expect(body.dates).toEqual([["en", "America/New_York", "2030-01-01T20:00:00Z", "Tue, Jan 1, 2030, 3:00 PM EST"]]);
      expect(body.html).toContain("Tue, Jan 1, 2030, 3:00 PM EST</time> · <span");
      expect(body.html).toContain(">Carnegie Hall</span>");
      expect(body.css).toContain(".tc-ticket");
      expect(body.html).toContain('class="tc-ticket-name"');
      expect(body.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Gala");
      expect(body.html).not.toMatch(/<script|<img|javascript:/i); // the name is text, the script and link are gone
      expect(body.html).toContain("<b>Bold</b>");
      // Works under a strict CSP: no <style> element and no style attribute.
      expect(body.html).not.toMatch(/<style|\sstyle=/i);
      // Every amount the render formatted (the price and the total shown, the closed breakdown's fee), as formatted
      // in it, for the client's first render.
      expect(body.numbers).toEqual(
        expect.arrayContaining([
          ["en", "EUR", 10, "€10.00"],
          ["en", "EUR", 0, "€0.00"],
        ]),
      );
      expect(body.html).toContain(">€10.00<");
      // The quantity controls are enabled (the loader records their presses before the code runs); the "−" at zero is
      // disabled for its own reason; a control with no recorded presses (the price details) waits, marked for release.
      expect(body.html).toMatch(/<button[^>]*part="quantity-button quantity-increase"(?![^>]*disabled)[^>]*>/);
      expect(body.html).toMatch(
        /<button[^>]*part="quantity-button quantity-decrease"[^>]*disabled=""(?! data-tc-wait)/,
      );
      expect(body.html).toMatch(/<select[^>]*part="quantity-select"(?![^>]*disabled)[^>]*>/);
      expect(body.html).toMatch(/<button[^>]*part="price-info-button"[^>]*disabled="" data-tc-wait=""/);
      // ...and how this server writes any other amount in that locale and currency (the first "+" needs one).
      expect(body.money).toEqual([["en", "EUR", "€", "", ",", ".", 3, 3, 4]]);
    });

    it("renders the requested language, else the browser's (Accept-Language), the date in the event's zone", async () => {
      const de = await markup("/api/events/1/markup?lang=de");
      expect(de.body.html).toContain(">Weiter<");
      expect(de.body.html).toContain(">Di., 1. Jan. 2030, 15:00 EST</time>");
      expect(de.body.money).toEqual([["de", "EUR", "", "\u00a0€", ".", ",", 3, 3, 4]]);
      const browser = await markup("/api/events/1/markup?lang=", {
        headers: { "accept-language": "de-DE,de;q=0.9" },
      });
      expect(browser.body.html).toContain('lang="de-DE"');
      expect(browser.body.dates).toEqual([
        ["de-DE", "America/New_York", "2030-01-01T20:00:00Z", "Di., 1. Jan. 2030, 15:00 EST"],
      ]);
    });

    it("still accepts the buyer's zone older loaders send (tz, tzo), which changes nothing", async () => {
      const plain = (await markup("/api/events/1/markup?lang=de")).body;
      for (const zone of ["tzo=-60", "tzo=300", "tzo=-330", "tz=Europe%2FBerlin", "tz=Not%2FA_Zone&tzo=x"]) {
        const { status, body } = await markup(`/api/events/1/markup?lang=de&${zone}`);
        expect(status).toBe(200);
        expect(body.html).toBe(plain.html);
        expect(body.dates).toEqual(plain.dates);
      }
    });

    it("404 for an unknown event, like GET /api/events/:id", async () => {
      const { status, body } = await markup("/api/events/999/markup");
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: "event_not_found" } });
    });

    it("sends the answer compressed as the browser accepts it (Brotli, else gzip), the same JSON either way", async () => {
      const path = "/api/events/1/markup?lang=en&tz=UTC";
      // Not fetch: it decompresses on its own, and the test is about the bytes on the wire.
      const raw = async (encoding?: string) => {
        const { headers, body } = await onTheWire(
          server.origin + path,
          encoding ? { "accept-encoding": encoding } : {},
        );
        return { headers, bytes: body };
      };
      const plain = await raw();
      const br = await raw("gzip, deflate, br, zstd");
      const gzip = await raw("gzip, deflate");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(br.headers["content-encoding"]).toBe("br");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      for (const r of [plain, br, gzip]) {
        expect(r.headers.vary).toBe("accept-encoding");
        expect(r.headers["cache-control"]).toBe("no-store");
        expect(Number(r.headers["content-length"])).toBe(r.bytes.length);
      }
      const json = JSON.parse(plain.bytes.toString());
      expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(json);
      expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(json);
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    });

    it("answers a spike of loads from one render, and shows a sale at once", async () => {
      const path = "/api/events/1/markup?lang=en&tz=UTC";
      const first = await markup(path);
      const second = await markup(path);
      expect(second.body.now).toBe(first.body.now); // the same answer: not rendered again
      expect(second.body.html).toBe(first.body.html);
      const ticketId = (first.body.event as { event_tickets: { id: number; sold: number }[] }).event_tickets[0]!;
      await run(server.store, "UPDATE tickets SET sold = sold + 1 WHERE id = ?", ticketId.id);
      // a write as another process's: the version is checked at most every store.dataVersionCheckMs
      await new Promise((r) => setTimeout(r, server.store.dataVersionCheckMs + 10));
      const after = await markup(path);
      const sold = (after.body.event as { event_tickets: { id: number; sold: number }[] }).event_tickets[0]!.sold;
      expect(sold).toBe(ticketId.sold + 1);
      await run(server.store, "UPDATE tickets SET sold = sold - 1 WHERE id = ?", ticketId.id);
    });

    it("keeps a render past a second with a fresh clock, and renders again the moment the presale opens", async () => {
      const path = "/api/events/1/markup?lang=de&tz=UTC";
      const opensAt = Date.now() + 1_500;
      await run(server.store, "UPDATE events SET presale_starts_at = ? WHERE id = 1", new Date(opensAt).toISOString());
      await new Promise((r) => setTimeout(r, server.store.dataVersionCheckMs + 10));
      const before = await markup(path);
      expect(before.body.html).toContain('data-state="presale_not_started"');
      await new Promise((r) => setTimeout(r, 1_000)); // a second later, the presale not open yet: the same render
      const later = await markup(path);
      expect(later.body.now).toBeGreaterThanOrEqual((before.body.now as number) + 1_000);
      expect(later.body.html).toBe(before.body.html);
      await new Promise((r) => setTimeout(r, Math.max(0, opensAt - Date.now()) + 20));
      const open = await markup(path);
      expect(open.body.now).toBeGreaterThanOrEqual(opensAt);
      expect(open.body.html).toContain('data-state="available"');
      await run(server.store, "UPDATE events SET presale_starts_at = NULL WHERE id = 1");
    });
  });
});
