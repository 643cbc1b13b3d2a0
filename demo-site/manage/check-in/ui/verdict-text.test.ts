import { describe, expect, it } from "vitest";
import { createManageI18n } from "../../i18n/i18n.ts";
import { list as testList } from "../engine/test-snapshot.ts";
import type { ListChoice, Verdict } from "../engine/types.ts";
import { verdictText, type VerdictContext } from "./verdict-text.ts";

const i18n = createManageI18n();
const fixed = i18n.getFixedT("en");
const now = Date.UTC(2030, 6, 4, 18, 30);
const list: ListChoice = testList({ timeZone: "UTC" });
const ctx: VerdictContext = {
  t: (key, options) => fixed(key, options),
  locale: "en-GB",
  now,
  list,
  snapshotAt: now - 5 * 60_000,
  type: "entry",
};
const verdict = (v: Partial<Verdict>): Verdict => ({
  result: "valid",
  offline: false,
  code: "TC1.101.abc.def",
  at: now,
  listName: "Main gate",
  ...v,
});
const ticket = { attendeeName: "Ada Lovelace", ticketTypeName: "Standing" };

describe("what the verdict screen says", () => {
  it("names the attendee and the ticket type of a valid ticket, and says an exit is one", () => {
    expect(verdictText(verdict({ ticket }), ctx)).toEqual({
      title: "Valid",
      name: "Ada Lovelace",
      lines: ["Standing"],
    });
    expect(verdictText(verdict({ ticket }), { ...ctx, type: "exit" }).title).toBe("Exit recorded");
  });

  it("says when, where and by whom a ticket was already used", () => {
    const previous = { at: now - 3 * 60_000, listName: "Side door", by: 'device "Gate 2"' };
    expect(verdictText(verdict({ result: "already_redeemed", ticket, previous }), ctx)).toEqual({
      title: "Already used",
      name: "Ada Lovelace",
      lines: ["Standing", "Checked in 3 minutes ago, at 18:27", 'At Side door, by device "Gate 2"'],
    });
  });

  it("tells a ticket of another event from a ticket type the gate does not admit", () => {
    expect(verdictText(verdict({ result: "wrong_list", code: "TC1.7.a.b" }), ctx).lines).toEqual([
      "This ticket is for another event.",
    ]);
    const named = verdict({ result: "wrong_list", code: "TC1.7.a.b", ticketEventName: "Winter ball" });
    expect(verdictText(named, ctx).lines).toEqual(["This ticket is for another event: Winter ball."]);
    expect(verdictText(verdict({ result: "wrong_list", ticket }), ctx).lines).toEqual([
      "Standing is not admitted at Main gate.",
    ]);
  });

  it("says refunded, canceled or voided", () => {
    expect(verdictText(verdict({ result: "revoked", revokedReason: "refunded" }), ctx).title).toBe("Refunded");
    expect(verdictText(verdict({ result: "revoked", revokedReason: "canceled" }), ctx).title).toBe("Canceled");
    expect(verdictText(verdict({ result: "revoked" }), ctx).title).toBe("Voided");
  });

  it("gives the gate's opening and closing time", () => {
    const window = { ...ctx, list: { ...list, validFrom: now + 3_600_000, validUntil: now - 3_600_000 } };
    expect(verdictText(verdict({ result: "not_yet_valid" }), window).lines).toEqual([
      "Main gate admits from 19:30 (in 1 hour).",
    ]);
    expect(verdictText(verdict({ result: "expired" }), window).lines).toEqual([
      "Main gate admitted until 17:30 (1 hour ago).",
    ]);
  });

  it("says an older code unknown offline may have been sold after the list was loaded, and marks offline answers", () => {
    const legacy = verdictText(verdict({ result: "unknown", offline: true }), ctx);
    expect(legacy.title).toBe("Unknown code");
    expect(legacy.lines[0]).toBe(
      "Not in this device's list. The ticket may have been sold after 18:25 (5 minutes ago), when the list was " +
        "loaded: check it again once online.",
    );
    expect(legacy.lines[1]).toMatch(/offline/);
    const forged = verdictText(verdict({ result: "unknown", offline: true, code: "TC2.AQAAAGUAAAAH" }), ctx);
    expect(forged.lines[0]).toMatch(/forged/);
    expect(verdictText(verdict({ result: "unknown" }), ctx).lines).toHaveLength(1);
  });
});
