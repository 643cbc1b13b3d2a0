import { readFileSync } from "node:fs";
import { basename } from "node:path";
import * as v from "valibot";
import type { SeedData, SeedImportSummary, Store } from "../../store/index.ts";
import { SeedConflictError } from "../../store/queries/seed-import.ts";
import { recordAudit } from "../audit/record.ts";
import { SeedSchema, type Seed } from "./seed-schema.ts";

export interface SeedProblem {
  /** e.g. organizers[0].events[2].event_tickets[1].price */
  path: string;
  message: string;
}

/** A seed that cannot be loaded; the message names the file, the path inside it and the problem. */
export class SeedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: SeedProblem[],
  ) {
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
    if (earlier !== undefined)
      problems.push({ path, message: `duplicate ${what} ${JSON.stringify(key)} (already used at ${earlier})` });
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
          problems.push({
            path: `${path}.sold`,
            message: `sold (${t.sold}) must not exceed stock_limit (${t.stock_limit})`,
          });
        }
      });
      const codes = new Map<string, string>();
      event.vouchers.forEach((voucher, i) =>
        firstSeen(codes, voucher.code.toUpperCase(), `${eventPath}.vouchers[${i}].code`, "voucher code"),
      );
      event.guest_list.forEach((g, i) => {
        const path = `${eventPath}.guest_list[${i}]`;
        firstSeen(tokens, g.token, `${path}.token`, "guest-list token");
        if (!own.has(g.ticket_id))
          problems.push({
            path: `${path}.ticket_id`,
            message: `ticket ${g.ticket_id} is not a ticket of event ${event.id}`,
          });
      });
      if (
        event.presale_starts_at &&
        event.presale_ends_at &&
        Date.parse(event.presale_starts_at) > Date.parse(event.presale_ends_at)
      ) {
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
    throw new SeedError(file, [
      { path: jsonErrorPosition(text, err as Error), message: `not valid JSON: ${(err as Error).message}` },
    ]);
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

/** The validated seed as the store's rows: prices normalized, currencies and flags filled in. */
export function seedRows(seed: Seed): SeedData {
  return {
    organizers: seed.organizers.map((o) => {
      const currency = o.currency ?? "EUR";
      return {
        subdomain: o.subdomain,
        name: o.name,
        user_commission: o.user_commission,
        user_added_commission: o.user_added_commission,
        currency,
        embed_origins: o.embed_origins,
        events: o.events.map((e) => ({
          id: e.id,
          name: e.name,
          start_date: e.start_date,
          end_date: e.end_date,
          venue: e.venue,
          time_zone: e.time_zone,
          attention: e.attention,
          description_html: e.description_html,
          event_ended: +e.event_ended,
          event_sold_out: +e.event_sold_out,
          force_sold_out: +e.force_sold_out,
          presale_starts_at: e.presale_starts_at,
          presale_ends_at: e.presale_ends_at,
          currency: e.currency ?? currency,
          card_path: e.card_path,
          max_tickets_per_buyer: e.max_tickets_per_buyer,
          tickets: e.event_tickets.map((t) => ({
            id: t.id,
            ticket_name: t.ticket_name,
            short_description: t.short_description,
            price: normalizePrice(t.price),
            ticket_stock: t.ticket_stock,
            stock_limit: t.stock_limit,
            sold: t.sold,
            sort_order: t.sort_order,
            purchase_limit: t.purchase_limit,
            hidden: +t.hidden,
          })),
          vouchers: e.vouchers.map((vch) => ({
            code: vch.code,
            discount: vch.discount,
            valid_until: vch.valid_until,
            max_uses: vch.max_uses,
          })),
          guest_list: e.guest_list.map((g) => ({
            token: g.token,
            ticket_id: g.ticket_id,
            used: +g.used,
            name: g.name,
            email: g.email === null ? null : g.email.toLowerCase(),
          })),
        })),
      };
    }),
  };
}

/**
 * Loads an already validated seed in ONE transaction: with `reset` every row is replaced; without it the seed goes
 * in only when the database is empty (processes starting together: the named lock lets one load it). Returns
 * whether it loaded. (Tests and the built-in demo seed; a file given by an operator goes through importSeed.)
 */
export function applySeed(store: Store, seed: Seed, { reset }: { reset: boolean }): Promise<boolean> {
  const rows = seedRows(seed);
  return store.transaction(async (tx) => {
    await tx.lockNamed("seed");
    if (reset) await tx.seed.clear();
    else if (!(await tx.seed.isEmpty())) return false;
    await tx.seed.insert(rows);
    return true;
  });
}

const importer = (file: string) => ({ kind: "import" as const, id: null, label: basename(file) });

/**
 * `npm run seed -- file.json` and SEED_FILE: adds and updates organizers, events, ticket types, vouchers and guests
 * from `seed` in ONE transaction, deleting nothing; orders and what they changed (sold, uses, used) stay. A row that
 * cannot be applied (an id of another organizer's event, a stock below what is sold) imports nothing and throws
 * SeedError naming `file` and the row. Audited as one "seed.import" with its counts.
 */
export function importSeed(store: Store, seed: Seed, file: string, now = Date.now()): Promise<SeedImportSummary> {
  const rows = seedRows(seed);
  return store.transaction(async (tx) => {
    await tx.lockNamed("seed");
    try {
      const summary = await tx.seed.importRows(rows);
      await recordAudit(tx, {
        actor: importer(file),
        organizerId: null,
        action: "seed.import",
        target: `file:${basename(file)}`,
        after: summary,
        at: now,
      });
      return summary;
    } catch (err) {
      if (err instanceof SeedConflictError) throw new SeedError(file, [{ path: err.path, message: err.message }]);
      throw err;
    }
  });
}

/**
 * `npm run seed -- --reset file.json`: deletes every row, then loads `seed`. Refused while any order exists (they
 * would be deleted with everything else) unless `force`; nothing is changed then.
 */
export function resetAndLoadSeed(
  store: Store,
  seed: Seed,
  file: string,
  { force, now = Date.now() }: { force: boolean; now?: number },
): Promise<void> {
  const rows = seedRows(seed);
  return store.transaction(async (tx) => {
    await tx.lockNamed("seed");
    if (!force && (await tx.seed.hasOrders()))
      throw new SeedError(file, [
        {
          path: "",
          message:
            "the database holds orders, which --reset would delete: import without --reset (it keeps them), or add --force to delete them too",
        },
      ]);
    await tx.seed.clear();
    await tx.seed.insert(rows);
    await recordAudit(tx, {
      actor: importer(file),
      organizerId: null,
      action: "seed.reset",
      target: `file:${basename(file)}`,
      after: { organizers: rows.organizers.length },
      at: now,
    });
  });
}

/**
 * The seed at start: SEED_FILE (`file`) is imported (added and updated, nothing deleted, orders kept); without it
 * the built-in demo seed goes into an empty database only.
 */
export async function seedAtStart(store: Store, seed: Seed, file: string | null): Promise<void> {
  if (file === null) await applySeed(store, seed, { reset: false });
  else await importSeed(store, seed, file);
}
