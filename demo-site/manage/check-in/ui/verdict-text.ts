// What the verdict screen says for an engine's answer: a title, the attendee's name when there is one, and the
// lines that explain it (when and where a ticket was used before, which event it is for, when the gate opens...).
// Pure: the translator, the language, the time and the list come in, so every answer is tested without a screen.
import type { Translate } from "../../i18n/i18n.ts";
import { codeEventId, isLegacyCode } from "./code-event.ts";
import type { ListChoice, Verdict } from "../engine/types.ts";
import { clockTime, relativeTime } from "./time-text.ts";

export interface VerdictContext {
  t: Translate;
  locale: string;
  now: number;
  /** the list scanned for (its event, time zone and time window) */
  list: ListChoice | null;
  /** when this device's copy of the list was made (offline answers) */
  snapshotAt: number | null;
  type: "entry" | "exit";
}

export interface VerdictText {
  title: string;
  /** the attendee's name, large, for an admitted or already used ticket */
  name?: string;
  lines: string[];
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function when(at: number, ctx: VerdictContext): { relative: string; clock: string } {
  const zone = ctx.list?.timeZone ?? localZone();
  return { relative: relativeTime(at, ctx.now, ctx.locale), clock: clockTime(at, ctx.now, ctx.locale, zone) };
}

function wrongList(v: Verdict, ctx: VerdictContext): string[] {
  const { t } = ctx;
  const list = v.listName;
  const eventId = codeEventId(v.code);
  const otherEvent =
    Boolean(v.ticketEventName) || (ctx.list !== null && eventId !== null && eventId !== ctx.list.eventId);
  if (otherEvent)
    return [
      v.ticketEventName
        ? t("scanner.verdict.wrong_event_named", { event: v.ticketEventName })
        : t("scanner.verdict.wrong_event"),
    ];
  return [
    v.ticket
      ? t("scanner.verdict.wrong_type_named", { type: v.ticket.ticketTypeName, list })
      : t("scanner.verdict.wrong_type", { list }),
  ];
}

function revoked(v: Verdict, ctx: VerdictContext): VerdictText {
  const { t } = ctx;
  if (v.revokedReason === "refunded")
    return { title: t("scanner.verdict.refunded"), lines: [t("scanner.verdict.refunded_text")] };
  if (v.revokedReason === "canceled")
    return { title: t("scanner.verdict.canceled"), lines: [t("scanner.verdict.canceled_text")] };
  return { title: t("scanner.verdict.voided"), lines: [t("scanner.verdict.voided_text")] };
}

function unknown(v: Verdict, ctx: VerdictContext): string[] {
  const { t } = ctx;
  // Offline, a TC1 code can only be looked up in the device's list: one sold after the list was loaded is not in it.
  if (v.offline && isLegacyCode(v.code) && ctx.snapshotAt !== null)
    return [t("scanner.verdict.unknown_offline_legacy", when(ctx.snapshotAt, ctx))];
  return [t("scanner.verdict.unknown_text")];
}

function body(v: Verdict, ctx: VerdictContext): VerdictText {
  const { t } = ctx;
  const ticketType = v.ticket ? [v.ticket.ticketTypeName] : [];
  const name = v.ticket?.attendeeName || undefined;
  switch (v.result) {
    case "valid":
      return {
        title: ctx.type === "exit" ? t("scanner.verdict.exit") : t("scanner.verdict.valid"),
        ...(name ? { name } : {}),
        lines: ticketType,
      };
    case "already_redeemed": {
      const lines = [...ticketType];
      if (v.previous) {
        lines.push(t("scanner.verdict.used_when", when(v.previous.at, ctx)));
        lines.push(t("scanner.verdict.used_where", { list: v.previous.listName, by: v.previous.by }));
      }
      return { title: t("scanner.verdict.already_redeemed"), ...(name ? { name } : {}), lines };
    }
    case "wrong_list":
      return { title: t("scanner.verdict.wrong_list"), lines: wrongList(v, ctx) };
    case "revoked":
      return revoked(v, ctx);
    case "not_yet_valid": {
      const from = ctx.list?.validFrom;
      const lines = from ? [t("scanner.verdict.opens_at", { list: v.listName, ...when(from, ctx) })] : [];
      return { title: t("scanner.verdict.not_yet_valid"), lines };
    }
    case "expired": {
      const until = ctx.list?.validUntil;
      const lines = until ? [t("scanner.verdict.closed_at", { list: v.listName, ...when(until, ctx) })] : [];
      return { title: t("scanner.verdict.expired"), lines };
    }
    case "unknown":
      return { title: t("scanner.verdict.unknown"), lines: unknown(v, ctx) };
  }
}

export function verdictText(v: Verdict, ctx: VerdictContext): VerdictText {
  const text = body(v, ctx);
  if (v.offline) text.lines.push(ctx.t("scanner.verdict.offline"));
  return text;
}
