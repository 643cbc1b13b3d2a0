// An event's guest list: add one guest, import a CSV, send the invitation mails (through the outbox, in the
// transaction that records them), and see which invitations were used.
import { ApiError } from "../errors.ts";
import type { Deps } from "../deps.ts";
import { recordAudit } from "../audit/record.ts";
import { randomId } from "../random-id.ts";
import { queueNoticeMail } from "../mail/notice-mail.ts";
import { formatDate } from "../events/format-date.ts";
import type { EventRow, GuestListRow, OrganizerSettingsRow } from "../../store/index.ts";
import { auditCreated, notFound, ownEvent, parseInput, type CatalogActor, type CatalogDeps } from "./common.ts";
import { parseGuestCsv } from "./guest-csv.ts";
import { GuestCreate, GuestImport, GuestInvite } from "./schemas.ts";
import { guestView } from "./views.ts";

type MailDeps = CatalogDeps & Pick<Deps, "translations" | "origin">;

/** A guest's token: the link's secret (guest-list tokens are 6 to 128 of A-Z, a-z, 0-9, _ and -). */
const newToken = () => `g_${randomId(18)}`;

export async function listGuests(deps: Pick<CatalogDeps, "store">, organizerId: number, eventId: number) {
  await ownEvent(deps.store, organizerId, eventId);
  return (await deps.store.catalog.guests(eventId)).map(guestView);
}

export async function addGuest(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const input = parseInput(GuestCreate, body);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    if (!(await tx.catalog.ticket(eventId, input.ticket_id)))
      throw new ApiError(400, "invalid_request", "ticket_id: is not a ticket type of this event", "ticket_id");
    const token = newToken();
    const row = { token, event_id: eventId, ticket_id: input.ticket_id, used: 0, used_by_order: null };
    await tx.catalog.insertGuests([{ ...row, name: input.name, email: input.email.toLowerCase() }]);
    const after = (await tx.catalog.guests(eventId)).find((g) => g.token === token)!;
    return auditCreated(tx, deps, guestView(after), {
      actor,
      organizerId,
      eventId,
      action: "guest.create",
      target: `guest:${token}`,
    });
  });
}

/** All or nothing: a file with a wrong line imports no guest, and the answer lists every wrong line. */
export async function importGuests(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const { csv } = parseInput(GuestImport, body);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const { guests, problems } = parseGuestCsv(csv, await tx.events.tickets(eventId));
    if (problems.length > 0)
      throw new ApiError(
        400,
        "csv_invalid",
        `The CSV has ${problems.length} wrong line(s); nothing was imported. First: line ${problems[0]!.line}: ${problems[0]!.message}`,
        "csv",
        { problems: problems.slice(0, 100) },
      );
    const rows = guests.map((g) => ({
      token: newToken(),
      event_id: eventId,
      ticket_id: g.ticket_id,
      used: 0,
      used_by_order: null,
      name: g.name,
      email: g.email,
    }));
    await tx.catalog.insertGuests(rows);
    await recordAudit(tx, {
      actor,
      organizerId,
      eventId,
      action: "guest.import",
      target: `event:${eventId}`,
      after: {
        imported: rows.length,
        guests: rows.map((r) => ({ name: r.name, email: r.email, ticket_id: r.ticket_id })),
      },
      at: deps.clock(),
    });
    return { imported: rows.length };
  });
}

function invitation(
  deps: Pick<MailDeps, "translations" | "origin">,
  lang: string,
  guest: GuestListRow,
  event: EventRow,
  organizer: OrganizerSettingsRow,
  ticketName: string,
) {
  const t = deps.translations.translator(lang);
  const locale = t("pdf.locale");
  const url = `${deps.origin()}/o/${encodeURIComponent(organizer.subdomain)}/events/${event.id}?guestlist=${encodeURIComponent(guest.token)}`;
  const facts = [
    { label: t("mail.event"), value: event.name },
    { label: t("mail.date"), value: formatDate(event.start_date, locale, event.time_zone) },
    ...(event.venue ? [{ label: t("catalog.venue"), value: event.venue }] : []),
    { label: t("mail.organizer"), value: organizer.name },
    { label: t("catalog.guest_ticket"), value: ticketName },
  ];
  return {
    lang: locale.slice(0, 2),
    subject: t("catalog.guest_subject", { event: event.name }),
    greeting: t("catalog.guest_greeting", { name: guest.name ?? "" }),
    intro: t("catalog.guest_intro", { organizer: organizer.name, event: event.name }),
    facts,
    link: { label: t("catalog.guest_link"), hint: t("catalog.guest_hint"), url },
    footer: t("catalog.guest_footer"),
  };
}

/**
 * Queues an invitation mail for each guest named (or, without `tokens`, each guest with an address not invited
 * yet) whose invitation is unused, in the language `lang` (default English), and marks them invited: one
 * transaction, so a mail is queued exactly when its guest is marked. Returns how many were queued.
 */
export async function inviteGuests(
  deps: MailDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const { tokens, lang } = parseInput(GuestInvite, body);
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const event = await ownEvent(tx, organizerId, eventId);
    const organizer = await tx.catalog.organizer(organizerId);
    if (!organizer) throw notFound("organizer");
    const all = await tx.catalog.guests(eventId);
    const wanted = tokens ? new Set(tokens) : null;
    const unknown = tokens?.filter((t) => !all.some((g) => g.token === t)) ?? [];
    if (unknown.length > 0) throw notFound(`guest (${unknown.slice(0, 3).join(", ")})`);
    const chosen = all.filter((g) => g.email && g.used === 0 && (wanted ? wanted.has(g.token) : g.invited_at === null));
    const names = new Map((await tx.events.tickets(eventId)).map((t) => [t.id, t.ticket_name]));
    for (const guest of chosen) {
      const content = invitation(deps, lang, guest, event, organizer, names.get(guest.ticket_id) ?? "");
      await queueNoticeMail(tx, { kind: "guest_invitation", to: guest.email!, content }, now);
    }
    await tx.catalog.markInvited(
      eventId,
      chosen.map((g) => g.token),
      now,
    );
    if (chosen.length > 0)
      await recordAudit(tx, {
        actor,
        organizerId,
        eventId,
        action: "guest.invite",
        target: `event:${eventId}`,
        after: { invited: chosen.map((g) => g.email) },
        at: now,
      });
    return { queued: chosen.length };
  });
}
