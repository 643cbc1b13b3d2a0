// @vitest-environment node
// An order's refunds as support finds and sees them, in demo mode (the sandbox plays the provider), on both
// databases: a paid order with one of its two tickets refunded is "partly refunded", shows the refund, the voided
// ticket and each step on its timeline with who asked; refunded in full it is "refunded", no longer "paid".
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerTranslations } from "../../domain/i18n/translations.ts";
import { composeMail } from "../../domain/mail/compose-mail.ts";
import type { RunningServer } from "../../server.ts";
import type { MailOutboxRow } from "../../store/index.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { demoEnv } from "../../testing/payments.ts";
import { orgApi, paidStripeOrder } from "../../testing/manage-orders-api.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("an order's refunds in the orders API on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageSession;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
    manager = await manageSession(server.store, { organizerId: 1, role: "manager", email: "mia@acme.test" });
  });
  afterAll(() => server.close());

  const api = orgApi(
    () => server,
    () => manager,
  );
  const ids = async (status: string) =>
    ((await api("GET", `/orders?status=${status}`)).body.items as { id: string }[]).map((o) => o.id);

  const paidOrder = () => paidStripeOrder(server.origin);
  /** The ticket mail of `orderId` as the sender would compose it now: its PDF's page count, or why it is skipped. */
  const ticketMailPages = async (orderId: string) => {
    const translations = loadServerTranslations(join(repoRoot, "demo-site/server/domain/i18n/locales"));
    const row = { id: "mail_test", order_id: orderId, kind: "ticket" } as MailOutboxRow;
    const mail = await composeMail({ store: server.store, translations, origin: () => server.origin }, row);
    if (!mail || "skip" in mail) return mail ? mail.skip : "none";
    return (await PDFDocument.load(new Uint8Array(mail.attachments[0]!.content))).getPageCount();
  };

  it("one ticket of two refunded: partly refunded, the refund and the void ticket shown, each step on the timeline", async () => {
    const orderId = await paidOrder();
    const before = (await api("GET", `/orders/${orderId}`)).body;
    expect(before.payments).toEqual([
      expect.objectContaining({ provider: "stripe", amount: "53.50", dashboardUrl: null }),
    ]);
    expect(await ids("paid")).toContain(orderId);
    expect(await ids("partly_refunded")).not.toContain(orderId);
    const first = before.tickets[0].id as string;
    const refund = await api("POST", `/orders/${orderId}/refunds`, { ticketIds: [first], returnToSale: true });
    expect(refund.status).toBe(201);

    const detail = (await api("GET", `/orders/${orderId}`)).body;
    expect(detail.refunds).toEqual([
      expect.objectContaining({ id: refund.body.id, state: "succeeded", amount: "26.75" }),
    ]);
    expect(detail.tickets.map((t: { voided: boolean }) => t.voided)).toEqual([true, false]);
    const kinds = detail.timeline.map((e: { kind: string }) => e.kind);
    expect(kinds[0]).toBe("created");
    expect(kinds).toContain("paid");
    expect(kinds).toContain("refund_succeeded");
    const asked = detail.timeline.find((e: { kind: string }) => e.kind === "refund_requested");
    expect(asked.actor).toMatchObject({ kind: "member", label: "mia@acme.test" });
    expect(await ids("partly_refunded")).toContain(orderId);
    expect(await ids("refunded")).not.toContain(orderId);
    // Sent again now, the ticket mail attaches only the ticket still valid, like the download link.
    expect(await ticketMailPages(orderId)).toBe(1);

    const rest = await api("POST", `/orders/${orderId}/refunds`, {
      ticketIds: [detail.tickets[1].id],
      returnToSale: true,
    });
    expect(rest.body.state).toBe("succeeded");
    expect((await api("GET", `/orders/${orderId}`)).body.status).toBe("refunded");
    expect(await ticketMailPages(orderId)).toBe("its tickets are void (tickets_voided)");
    expect(await ids("refunded")).toContain(orderId);
    expect(await ids("partly_refunded")).not.toContain(orderId);
    expect(await ids("paid")).not.toContain(orderId);
    expect(await ids("late_refunded")).not.toContain(orderId);
  });
});
