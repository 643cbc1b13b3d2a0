// @vitest-environment node
import { describe, expect, it } from "vitest";
import { code, EVENT, legacyCode, list, snapshot, STANDARD, T0, ticketId, VIP } from "./test-snapshot.ts";
import type { LocalScan, ScanType, Snapshot } from "./types.ts";
import { decide, indexSnapshot, readCode } from "./verdict.ts";

async function verdictOf(
  text: string,
  opts: { snap?: Snapshot; locals?: LocalScan[]; type?: ScanType; at?: number } = {},
) {
  const index = indexSnapshot(opts.snap ?? snapshot());
  return decide(index, opts.locals ?? [], text, await readCode(index, text), opts.type ?? "entry", opts.at ?? T0);
}

const local = (n: number, type: ScanType, at: number): LocalScan => ({
  clientScanId: `c-${n}-${at}`,
  listId: 11,
  ticketId: ticketId(n),
  type,
  at,
  listName: "Main gate",
  by: "Door 1",
});

describe("the device's verdict, offline", () => {
  it("admits a signed ticket with its name and type, and counts it", async () => {
    const { verdict, countedTicketId } = await verdictOf(code(5));
    expect(verdict).toEqual({
      result: "valid",
      offline: true,
      code: code(5),
      at: T0,
      listName: "Main gate",
      ticket: { attendeeName: "Guest 5", ticketTypeName: "Standard" },
    });
    expect(countedTicketId).toBe(ticketId(5));
  });

  it("admits a signed ticket sold after the snapshot (its signature is the proof), without a name", async () => {
    const { verdict } = await verdictOf(code(500));
    expect(verdict.result).toBe("valid");
    expect(verdict.ticket).toEqual({ attendeeName: "", ticketTypeName: "Standard" });
  });

  it("recognises a TC1 code by its hash in the snapshot, and calls an unlisted one unknown", async () => {
    expect((await verdictOf(legacyCode(4))).verdict).toMatchObject({
      result: "valid",
      ticket: { attendeeName: "Guest 4" },
    });
    expect((await verdictOf(legacyCode(5))).verdict.result).toBe("unknown");
  });

  it("calls a forged, changed or unreadable code unknown and counts nothing", async () => {
    const changed = code(5).slice(0, 20) + (code(5)[20] === "A" ? "B" : "A") + code(5).slice(21);
    for (const text of [changed, "hello", "", "TC2." + "A".repeat(114)]) {
      const { verdict, countedTicketId } = await verdictOf(text);
      expect(verdict.result, text).toBe("unknown");
      expect(countedTicketId).toBeNull();
    }
  });

  it("refuses a ticket of another event, and one whose type the list does not admit", async () => {
    expect((await verdictOf(code(5, STANDARD, EVENT + 1))).verdict.result).toBe("wrong_list");
    const vipOnly = snapshot({ list: list({ ticketTypeIds: [VIP] }) });
    expect((await verdictOf(code(5), { snap: vipOnly })).verdict.result).toBe("wrong_list");
    expect((await verdictOf(code(1, VIP), { snap: vipOnly })).verdict.result).toBe("valid");
  });

  it("refuses a refunded ticket and says why", async () => {
    expect((await verdictOf(code(2))).verdict).toMatchObject({ result: "revoked", revokedReason: "refunded" });
  });

  it("refuses before the list opens and after it closes", async () => {
    const window = snapshot({ list: list({ validFrom: T0 - 1000, validUntil: T0 + 1000 }) });
    expect((await verdictOf(code(5), { snap: window, at: T0 - 1001 })).verdict.result).toBe("not_yet_valid");
    expect((await verdictOf(code(5), { snap: window, at: T0 + 1001 })).verdict.result).toBe("expired");
    expect((await verdictOf(code(5), { snap: window, at: T0 })).verdict.result).toBe("valid");
  });

  it("says when, where and by whom a ticket was let in: from the snapshot and from this device's own scans", async () => {
    expect((await verdictOf(code(3))).verdict).toMatchObject({
      result: "already_redeemed",
      previous: { at: T0 - 3_600_000, listName: "Side door", by: 'device "Door 2" (dev_x)' },
    });
    const mine = [local(5, "entry", T0 - 5000)];
    expect((await verdictOf(code(5), { locals: mine })).verdict).toMatchObject({
      result: "already_redeemed",
      previous: { at: T0 - 5000, listName: "Main gate", by: "Door 1" },
    });
  });

  it("with re-entry: lets a guest out and in again, but not in twice", async () => {
    const reentry = snapshot({ list: list({ allowReentry: true }) });
    expect((await verdictOf(code(3), { snap: reentry, type: "exit" })).verdict.result).toBe("valid");
    const out = [local(3, "exit", T0 - 1000)];
    expect((await verdictOf(code(3), { snap: reentry, locals: out })).verdict.result).toBe("valid");
    const backIn = [...out, local(3, "entry", T0 - 500)];
    expect((await verdictOf(code(3), { snap: reentry, locals: backIn })).verdict.result).toBe("already_redeemed");
  });

  it("decides well within the door's 150 ms on a list of 50,000 tickets (verify + rules)", async () => {
    const big = indexSnapshot(snapshot({}, 50_000));
    const times: number[] = [];
    for (let n = 100; n < 200; n++) {
      const text = code(n);
      const started = performance.now();
      decide(big, [], text, await readCode(big, text), "entry", T0);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1]!;
    console.log(`local verdict: median ${median.toFixed(2)} ms, p95 ${times[95]!.toFixed(2)} ms (100 scans)`);
    // The goal is 150 ms from the read to the verdict at 4x CPU slowdown; this machine may be busy with others.
    expect(median).toBeLessThan(100);
  });
});
