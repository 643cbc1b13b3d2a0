// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer } from "../testing/in-process.ts";
import { freeOrderBody, postJson } from "../testing/requests.ts";

describe("/demo/mail", () => {
  let demo: RunningServer;
  let plain: RunningServer;
  beforeAll(async () => {
    demo = await startTestServer({ DEMO_MODE: "1" }, { mailTuning: { pollMs: 100 } });
    plain = await startTestServer({ DEMO_MODE: "0" });
  });
  afterAll(async () => {
    await demo.close();
    await plain.close();
  });

  it("exists only in demo mode", async () => {
    expect(plain.mail.status).toMatch(/^mail: no SMTP settings/);
    for (const path of ["/demo/mail", "/demo/mail/cm_x", "/demo/mail/cm_x/html"])
      expect((await fetch(plain.origin + path)).status).toBe(404);
  });

  it("lists a caught order mail and shows it: headers, the HTML in a sandboxed frame, the text, the PDF to download", async () => {
    expect(demo.mail.status).toMatch(/^mail: demo catcher on 127\.0\.0\.1:\d+/);
    const empty = await (await fetch(`${demo.origin}/demo/mail`)).text();
    expect(empty).toContain("No mails yet");
    const order = await (
      await postJson(
        demo.origin,
        "/api/orders/free",
        freeOrderBody({ customer: { ...freeOrderBody().customer, lang: "de", email: "page@example.com" } }),
      )
    ).json();
    let list = "";
    for (let i = 0; i < 100 && !list.includes("page@example.com"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      list = await (await fetch(`${demo.origin}/demo/mail?lang=de`)).text();
    }
    expect(list).toContain("Abgefangene E-Mails");
    expect(list).toContain("Deine Tickets für Free entry — Community Meetup");
    const href = /href="(\/demo\/mail\/cm_[\w-]+)\?lang=de"/.exec(list)![1]!;
    const page = await fetch(`${demo.origin}${href}?lang=de`);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const body = await page.text();
    expect(body).toContain(`<iframe class="mail-frame" sandbox="" src="${href}/html"`);
    expect(body).toContain(order.order_id);
    const frame = await fetch(`${demo.origin}${href}/html`);
    expect(frame.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(await frame.text()).toContain("Danke für deine Bestellung");
    const pdf = await fetch(`${demo.origin}${href}/attachments/0`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="tickets-201.pdf"');
    const downloaded = Buffer.from(await (await fetch(order.ticket)).arrayBuffer());
    expect(Buffer.from(await pdf.arrayBuffer()).equals(downloaded)).toBe(true);
    expect((await fetch(`${demo.origin}${href}/attachments/1`)).status).toBe(404);
  });
});
