import { readFileSync } from "node:fs";
import * as v from "valibot";
import type { Db } from "../../store/sqlite/open.ts";
import { dataTables } from "../../store/sqlite/legacy-schema.ts";
import { SeedSchema, type Seed } from "./seed-schema.ts";

export interface SeedProblem {
  /** e.g. organizers[0].events[2].event_tickets[1].price */
  path: string;
  message: string;
}

/** A seed that cannot be loaded; the message names the file, the path inside it and the problem. */
export class SeedError extends Error {
  constructor(readonly file: string, readonly problems: SeedProblem[]) {
    super(
      `Seed file ${file} is invalid:\n` +
        problems.map((p) => `  - ${p.path || "(top level)"}: ${p.message}`).join("\n") +
        "\nFix the file and start again; the database was left unchanged.",
    );
    this.name = "SeedError";
  }
}

function formatPath(keys: readonly unknown[]): string {
  return keys.map((k, i) => (typeof k === "number" ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join("");
}

function jsonErrorPosition(text: string, err: Error): string {
  const at = /position (\d+)/.exec(err.message);
  if (!at?.[1]) return "(JSON)";
  const before = text.slice(0, Number(at[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

/** Cross-record rules a per-field schema cannot see: unique ids, references, stock consistency. */
function crossCheck(seed: Seed): SeedProblem[] {
  const problems: SeedProblem[] = [];
  const subdomains = new Map<string, string>();
  const eventIds = new Map<number, string>();
  const ticketIds = new Map<number, string>();
  const tokens = new Map<string, string>();
  const firstSeen = <K>(seen: Map<K, string>, key: K, path: string, what: string) => {
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push({ path, message: `duplicate ${what} ${JSON.stringify(key)} (already used at ${earlier})` });
    else seen.set(key, path);
  };
  seed.organizers.forEach((org, o) => {
    const orgPath = `organizers[${o}]`;
    firstSeen(subdomains, org.subdomain, `${orgPath}.subdomain`, "subdomain");
    org.events.forEach((event, e) => {
      const eventPath = `${orgPath}.events[${e}]`;
      firstSeen(eventIds, event.id, `${eventPath}.id`, "event id");
      const own = new Set<number>();
      event.event_tickets.forEach((t, i) => {
        const path = `${eventPath}.event_tickets[${i}]`;
        firstSeen(ticketIds, t.id, `${path}.id`, "ticket id");
        own.add(t.id);
        if (t.ticket_stock === "limited" && t.stock_limit !== null && t.sold > t.stock_limit) {
          problems.push({ path: `${path}.sold`, message: `sold (${t.sold}) must not exceed stock_limit (${t.stock_limit})` });
        }
      });
      const codes = new Map<string, string>();
      event.vouchers.forEach((voucher, i) => firstSeen(codes, voucher.code.toUpperCase(), `${eventPath}.vouchers[${i}].code`, "voucher code"));
      event.guest_list.forEach((g, i) => {
        const path = `${eventPath}.guest_list[${i}]`;
        firstSeen(tokens, g.token, `${path}.token`, "guest-list token");
        if (!own.has(g.ticket_id)) problems.push({ path: `${path}.ticket_id`, message: `ticket ${g.ticket_id} is not a ticket of event ${event.id}` });
      });
      if (event.presale_starts_at && event.presale_ends_at && Date.parse(event.presale_starts_at) > Date.parse(event.presale_ends_at)) {
        problems.push({ path: `${eventPath}.presale_ends_at`, message: "must not be before presale_starts_at" });
      }
    });
  });
  return problems;
}

/** Parses and validates seed text; throws SeedError naming `file`, the path and the problem. */
export function parseSeed(text: string, file: string): Seed {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new SeedError(file, [{ path: jsonErrorPosition(text, err as Error), message: `not valid JSON: ${(err as Error).message}` }]);
  }
  const result = v.safeParse(SeedSchema, data);
  if (!result.success) {
    throw new SeedError(
      file,
      result.issues.slice(0, 10).map((issue) => ({
        path: formatPath(issue.path?.map((p) => p.key) ?? []),
        message: issue.input === undefined && issue.path ? "is required but missing" : issue.message,
      })),
    );
  }
  const problems = crossCheck(result.output);
  if (problems.length > 0) throw new SeedError(file, problems.slice(0, 10));
  return result.output;
}

export function readSeedFile(file: string): Seed {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new SeedError(file, [{ path: "", message: `cannot be read: ${(err as Error).message}` }]);
  }
  return parseSeed(text, file);
}

/** "25" -> "25.00", "7.5" -> "7.50" without a float in between. */
function normalizePrice(price: string): string {
  const [whole, cents = ""] = price.split(".");
  return `${Number(whole)}.${cents.padEnd(2, "0")}`;
}

function insertSeed(db: Db, seed: Seed): void {
  const org = db.prepare(
    "INSERT INTO organizers (subdomain, name, user_commission, user_added_commission, currency, embed_origins) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const event = db.prepare(
    `INSERT INTO events (id, organizer_id, name, start_date, attention, description_html, event_ended, event_sold_out,
       force_sold_out, presale_starts_at, presale_ends_at, currency, card_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ticket = db.prepare(
    `INSERT INTO tickets (id, event_id, ticket_name, short_description, price, ticket_stock, stock_limit, sold, sort_order,
       purchase_limit) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const voucher = db.prepare("INSERT INTO vouchers (event_id, code, code_key, discount) VALUES (?, ?, ?, ?)");
  const guest = db.prepare("INSERT INTO guest_list (token, event_id, ticket_id, used) VALUES (?, ?, ?, ?)");
  for (const o of seed.organizers) {
    const orgCurrency = o.currency ?? "EUR";
    const orgId = org.run(o.subdomain, o.name, o.user_commission, o.user_added_commission, orgCurrency, o.embed_origins ? JSON.stringify(o.embed_origins) : null).lastInsertRowid;
    for (const e of o.events) {
      event.run(e.id, orgId, e.name, e.start_date, e.attention, e.description_html, +e.event_ended, +e.event_sold_out,
        +e.force_sold_out, e.presale_starts_at, e.presale_ends_at, e.currency ?? orgCurrency, e.card_path);
      for (const t of e.event_tickets) {
        ticket.run(t.id, e.id, t.ticket_name, t.short_description, normalizePrice(t.price), t.ticket_stock, t.stock_limit,
          t.sold, t.sort_order, t.purchase_limit);
      }
      for (const vch of e.vouchers) voucher.run(e.id, vch.code, vch.code.toUpperCase(), vch.discount);
      for (const g of e.guest_list) guest.run(g.token, e.id, g.ticket_id, +g.used);
    }
  }
}

export function isEmpty(db: Db): boolean {
  return (db.prepare("SELECT COUNT(*) AS n FROM organizers").get() as { n: number }).n === 0;
}

/**
 * Loads an already validated seed in ONE immediate transaction: with `reset` every row is replaced;
 * without it the seed goes in only when the database is empty. Returns whether it loaded.
 */
export function applySeed(db: Db, seed: Seed, { reset }: { reset: boolean }): boolean {
  return db
    .transaction(() => {
      if (reset) for (const table of dataTables) db.prepare(`DELETE FROM ${table}`).run();
      else if (!isEmpty(db)) return false;
      insertSeed(db, seed);
      return true;
    })
    .immediate();
}
