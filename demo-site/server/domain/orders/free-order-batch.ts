// What POST /api/orders/free calls: orders for one event that arrive while its transaction is in flight go
// together in the next, each still checked alone, because an order's statements cost more than its rows.
import { StockShortError } from "../../store/errors.ts";
import type { Tx } from "../../store/index.ts";
import { allOf } from "../../store/all-of.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { lockAndCountBuyers } from "../limits/buyer-cap.ts";
import { mailRow } from "../mail/outbox.ts";
import { recordOrderEvents } from "../order-events/record.ts";
import { createFreeOrder, freeOrderCodes, type CreatedOrder } from "./create-free-order.ts";
import { checkFreeOrder, type CheckedFreeOrder } from "./free-order-check.ts";
import type { FreeOrderInput } from "./free-order-schema.ts";

interface Waiting {
  input: FreeOrderInput;
  ticketsPerBuyer: number;
  resolve(order: CreatedOrder): void;
  reject(err: unknown): void;
}

/** What became of one order of a batch: written, refused, or to be run on its own once the batch is over. */
type Outcome = { placed: CheckedFreeOrder } | { failed: ApiError } | "alone";

export interface FreeOrderBatchOptions {
  /** The most orders in one transaction (default 64). */
  maxBatch?: number;
  /** The most transactions this process runs for free orders at once, each for another event (default 4). */
  maxInFlight?: number;
}

const emailKey = (w: Waiting) => w.input.customer.email.toLowerCase();

/**
 * Free orders placed while this process is busy with others wait for the transaction in flight, then go together
 * in ONE transaction: one read of the event, the buyers' locks and counts in two statements, each table's rows in one
 * statement, one lock and one take per ticket, one COMMIT. On PostgreSQL an order's own statements (about eleven,
 * each a parse, a plan, a lock and a wake-up of a backend) cost more than its rows; a batch pays them once.
 *
 * Every order keeps its own answer: each is checked alone (checkFreeOrder, the checks of an order placed alone),
 * stock against what the batch's earlier orders took. One that fails a check gets its error; one that would not fit,
 * or a second order by the same buyer, runs alone after the batch, as does every order of a batch whose take found
 * the stock short (holds the read did not see; the batch was rolled back). An order with a guest-list token or a
 * voucher code, and an order that finds nothing in flight, is placed alone at once, as before batching.
 */
export class FreeOrderBatcher {
  private readonly deps: Pick<Deps, "store" | "clock" | "ticketSecret">;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  /** Waiting orders by event: a batch is for one event. */
  private readonly waiting = new Map<number, Waiting[]>();
  /**
   * Events with a transaction in flight. One per event: a second would only wait for the first on the tickets' rows,
   * while its orders could have joined the next batch. Measured with 2 workers and 6,000 orders on PostgreSQL: 1,500
   * orders a second with one transaction in flight per process, 1,000-1,200 with 2, 3 or 4.
   */
  private readonly busy = new Set<number>();
  private scheduled = false;

  constructor(
    deps: Pick<Deps, "store" | "clock" | "ticketSecret">,
    { maxBatch = 64, maxInFlight = 4 }: FreeOrderBatchOptions = {},
  ) {
    this.deps = deps;
    this.maxBatch = maxBatch;
    this.maxInFlight = maxInFlight;
  }

  /** createFreeOrder, in a batch when one can take it: the same answers and errors. */
  async place(input: FreeOrderInput, ticketsPerBuyer: number): Promise<CreatedOrder> {
    const { isGuest, voucherCode } = freeOrderCodes(input);
    if (isGuest || voucherCode) return createFreeOrder(this.deps, input, ticketsPerBuyer);
    return new Promise<CreatedOrder>((resolve, reject) => {
      const queue = this.waiting.get(input.event_id);
      if (queue) queue.push({ input, ticketsPerBuyer, resolve, reject });
      else this.waiting.set(input.event_id, [{ input, ticketsPerBuyer, resolve, reject }]);
      this.schedule();
    });
  }

  /** After the requests of this turn of the event loop have arrived, so that those arriving together go together. */
  private schedule(): void {
    if (this.scheduled || this.busy.size >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    while (this.busy.size < this.maxInFlight) {
      const next = this.next();
      if (!next) return;
      const [eventId, batch] = next;
      this.busy.add(eventId);
      void this.run(batch).finally(() => {
        this.busy.delete(eventId);
        this.schedule();
      });
    }
  }

  /**
   * The orders (up to maxBatch) of the event that has waited longest and has no transaction in flight; an event with
   * more left goes to the back of the line.
   */
  private next(): [number, Waiting[]] | undefined {
    for (const [eventId, queue] of this.waiting) {
      if (this.busy.has(eventId)) continue;
      const batch = queue.splice(0, this.maxBatch);
      this.waiting.delete(eventId);
      if (queue.length > 0) this.waiting.set(eventId, queue);
      return [eventId, batch];
    }
    return undefined;
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0]!);
    let outcomes: Map<Waiting, Outcome>;
    try {
      outcomes = await this.deps.store.transaction((tx) => this.placeTogether(tx, batch));
    } catch (err) {
      if (!(err instanceof StockShortError)) {
        for (const w of batch) w.reject(err);
        return;
      }
      // A refused take rolled the whole batch back: each order runs alone and hears what is left for it.
      outcomes = new Map(batch.map((w) => [w, "alone"]));
    }
    const alone: Waiting[] = [];
    for (const [w, outcome] of outcomes) {
      if (outcome === "alone") alone.push(w);
      else if ("failed" in outcome) w.reject(outcome.failed);
      else
        w.resolve({
          orderId: outcome.placed.order.id,
          linkToken: outcome.placed.linkToken,
          guestId: outcome.placed.guestId,
          customer: w.input.customer,
        });
    }
    await Promise.all(alone.map((w) => this.alone(w)));
  }

  private async alone(w: Waiting): Promise<void> {
    try {
      w.resolve(await createFreeOrder(this.deps, w.input, w.ticketsPerBuyer));
    } catch (err) {
      w.reject(err);
    }
  }

  /** The transaction of a batch (run again from the start if the store retries it): every order's outcome. */
  private async placeTogether(tx: Tx, batch: readonly Waiting[]): Promise<Map<Waiting, Outcome>> {
    const now = this.deps.clock();
    const eventId = batch[0]!.input.event_id;
    const outcomes = new Map<Waiting, Outcome>();
    // One order per buyer in a batch: the cap is checked against what the buyer had before it.
    const members: Waiting[] = [];
    const buyers = new Set<string>();
    for (const w of batch) {
      if (buyers.has(emailKey(w))) {
        outcomes.set(w, "alone");
        continue;
      }
      buyers.add(emailKey(w));
      members.push(w);
    }
    const [event, organizer, tickets, had] = await allOf([
      tx.events.event(eventId),
      tx.events.organizerOfEvent(eventId),
      tx.events.tickets(eventId),
      lockAndCountBuyers(tx, eventId, [...buyers], now),
    ]);
    const taken = new Map<number, number>();
    const placed: CheckedFreeOrder[] = [];
    for (const w of members) {
      let checked: CheckedFreeOrder;
      try {
        checked = checkFreeOrder(
          this.deps.ticketSecret,
          w.input,
          { event, organizer, tickets, had: had.get(emailKey(w)) ?? 0 },
          null,
          w.ticketsPerBuyer,
        );
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        outcomes.set(w, { failed: err });
        continue;
      }
      const fits = checked.lines.every(
        (l) =>
          l.ticket.ticket_stock !== "limited" ||
          l.ticket.sold + (taken.get(l.ticket.id) ?? 0) + l.quantity <= (l.ticket.stock_limit ?? 0),
      );
      if (!fits) {
        outcomes.set(w, "alone");
        continue;
      }
      for (const l of checked.lines) taken.set(l.ticket.id, (taken.get(l.ticket.id) ?? 0) + l.quantity);
      placed.push(checked);
      outcomes.set(w, { placed: checked });
    }
    if (placed.length === 0) return outcomes;
    const ticketIds = [...taken.keys()].sort((a, b) => a - b);
    // As for an order alone: the rows and mails first, the stock last with the COMMIT (Tx.commit).
    await allOf([
      tx.orders.insertMany(placed.map((p) => ({ order: p.order, lines: p.orderLines, tickets: p.tickets }))),
      tx.mailOutbox.queueMany(placed.map((p) => mailRow(p.order.id, "ticket", now))),
      recordOrderEvents(
        tx,
        placed.map((p) => p.order.id),
        { kind: "created", actor: { kind: "buyer" }, at: now, data: { free: true } },
      ),
      tx.stock.lock(ticketIds),
      ...ticketIds.map((id) => tx.stock.takeOrThrow(id, taken.get(id)!, now)),
      tx.commit(),
    ]);
    return outcomes;
  }
}
