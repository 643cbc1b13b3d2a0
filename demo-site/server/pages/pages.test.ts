// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir, writeSeed } from "../testing/in-process.ts";
import { smallSeed } from "../testing/seed-fixtures.ts";
import { freeOrderBody, postJson } from "../testing/requests.ts";

let server: RunningServer;
let hostile: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
  const seed = smallSeed();
  const org = seed.organizers[0]!;
  org.name = `Evil "Org" <script>alert(1)</script>`;
  const event = org.events[0]! as Record<string, unknown>;
  event.name = `<img src=x onerror=alert(1)>Show`;
  event.attention = `</p><script>alert(2)</script>`;
  event.description_html = `<p onclick="x()">Hello <b>world</b><script>alert(3)</script><a href="javascript:alert(4)">link</a></p>`;
  hostile = await startTestServer({ SEED_FILE: writeSeed(tempDir(), seed) });
});
afterAll(async () => {
  await server.close();
  await hostile.close();
});

const page = async (s: RunningServer, path: string) => {
  const res = await fetch(s.origin + path);
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
};

describe("demo pages", () => {
  it("speak the reader's language: ?lang= first, else Accept-Language, else English; <html lang> and dates follow", async () => {
    const de = await (
      await fetch(server.origin + "/", { headers: { "accept-language": "de-AT,de;q=0.9,en;q=0.5" } })
    ).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain("<title>Ticketkauf-Demo</title>");
    expect(de).toMatch(/Do\., 4\. Juli 2030/); // event 101's date in German
    const pl = await (
      await fetch(server.origin + "/o/acme/events/101?lang=pl", { headers: { "accept-language": "de" } })
    ).text();
    expect(pl).toContain('<html lang="pl">'); // the page's checkout follows it
    expect(pl).toContain('<ticket-checkout event="101"></ticket-checkout>');
    const missing = await fetch(server.origin + "/o/nobody", { headers: { "accept-language": "fr" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Aucun organisateur «\u00a0nobody\u00a0»");
    const en = await (await fetch(server.origin + "/", { headers: { "accept-language": "ja" } })).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("<title>Ticket checkout demo</title>");
  });

  it("the home page lists every organizer with links to its events and to the playground", async () => {
    const { status, type, html } = await page(server, "/");
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    expect(html).toContain('href="/o/acme"');
    expect(html).toContain('href="/o/nightowl"');
    expect(html).toContain('href="/o/acme/events/101"');
    expect(html).toContain('href="/o/nightowl/events/203"');
    expect(html).toContain('href="/playground/"');
    expect(html).toContain('href="/o/acme/events/101?voucher=EARLY20"');
    expect(html).toContain('href="/o/nightowl/events/202?guestlist=guest-202-unused"');
  });

  it("an organizer page lists only its own events", async () => {
    const { status, html } = await page(server, "/o/nightowl");
    expect(status).toBe(200);
    expect(html).toContain("Night Owl Events");
    expect(html).toContain('href="/o/nightowl/events/201"');
    expect(html).not.toContain("/events/101");
  });

  it("an event page embeds exactly the organizer snippet with this server's origin", async () => {
    const { status, html } = await page(server, "/o/acme/events/101");
    expect(status).toBe(200);
    expect(html).toContain(
      `<script async crossorigin src="${server.origin}/loader.js"></script>\n<ticket-checkout event="101"></ticket-checkout>`,
    );
    expect(html.match(/<ticket-checkout /g)).toHaveLength(1);
    expect(html.match(/<script async crossorigin src=/g)).toHaveLength(1);
    expect(html).toContain("Summer Open Air");
    expect(html).toContain("<b>sunset</b>");
  });

  it("uses PUBLIC_ORIGIN in the snippet and in ticket links when it is set", async () => {
    const proxied = await startTestServer({ PUBLIC_ORIGIN: "https://tickets.example.org/" });
    try {
      const local = { ...proxied, origin: `http://localhost:${proxied.port}` };
      expect(proxied.origin).toBe("https://tickets.example.org");
      const { html } = await page(local, "/o/nightowl/events/201");
      expect(html).toContain('<script async crossorigin src="https://tickets.example.org/loader.js"></script>');
      const res = await postJson(local.origin, "/api/orders/free", freeOrderBody());
      expect((await res.json()).ticket).toMatch(/^https:\/\/tickets\.example\.org\/api\/tickets\//);
    } finally {
      await proxied.close();
    }
  });

  it.each(["/o/nobody", "/o/acme/events/999", "/o/acme/events/201", "/o/acme/events/abc", "/elsewhere"])(
    "answers %s with a 404 page",
    async (path) => {
      const { status, type } = await page(server, path);
      expect(status).toBe(404);
      expect(type).toBe("text/html; charset=utf-8");
    },
  );

  it("escapes organizer and event text and strips scripts, handlers and links from descriptions", async () => {
    for (const path of ["/", "/o/testorg", "/o/testorg/events/1"]) {
      const { status, html } = await page(hostile, path);
      expect(status).toBe(200);
      expect(html).not.toMatch(/<script>alert/);
      expect(html).not.toContain("<img");
      expect(html).not.toContain("onclick");
      expect(html).not.toContain("javascript:");
    }
    const { html } = await page(hostile, "/o/testorg/events/1");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;Show");
    expect(html).toContain("Evil &quot;Org&quot; &lt;script&gt;");
    expect(html).toContain("<p>Hello <b>world</b>");
  });
});
