// The tables of migration 0011-order-events (an order's timeline, a ticket's own attendee), as Kysely sees them.
import type { Generated } from "kysely";

/** Who made a change, as the timeline keeps it (domain/order-events/record.ts' OrderEventActor). */
export type OrderEventActorKind = "buyer" | "webhook" | "sweep" | "member" | "token" | "system";

/** One change of an order. Times are epoch ms. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  organizer_id: number;
  event_id: number;
  at: number;
  /** domain/order-events/record.ts' OrderEventKind. */
  kind: string;
  actor_kind: OrderEventActorKind;
  /** A member's user id or a token's id (as text); NULL for the others. */
  actor_id: string | null;
  /** A member's email or a token's name as it was then. */
  actor_label: string | null;
  /** A webhook's provider and its event id. */
  provider: string | null;
  provider_event_id: string | null;
  /** JSON: what the timeline shows besides kind and actor. */
  data: string | null;
}

/** A ticket's attendee when the organizer named one other than the buyer. */
export interface TicketAttendeesTable {
  ticket_id: string;
  order_id: string;
  first_name: string;
  last_name: string;
  email: string;
  updated_at: number;
}

export interface OrderEventsTables {
  order_events: OrderEventsTable;
  ticket_attendees: TicketAttendeesTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const orderEventsDataTables = ["order_events", "ticket_attendees"] as const;
