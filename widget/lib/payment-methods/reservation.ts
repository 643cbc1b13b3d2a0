import { ApiCallError, requestJson } from "../orders-http.ts";

/** What `POST /api/reservations` answers with 201 (payments contract). */
export interface HeldReservation {
  reservation_id: string;
  expires_at: string;
  seconds_left: number;
}

export type ReservationFailure = "ticket_stock_error" | "failed";

/** A reservation the server refused: `ticket_stock_error` (409, tickets ran out) or anything else. */
export class ReservationError extends Error {
  override name = "ReservationError";
  constructor(
    readonly code: ReservationFailure,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export interface ReservationRequest {
  event_id: number;
  /** Ticket id → count, quantities above 0 only. */
  ticketQuantities: Record<string, number>;
}

/** One key per selection: the same event and quantities never reserve twice. */
export function selectionKey(request: ReservationRequest): string {
  const entries = Object.entries(request.ticketQuantities)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${request.event_id}:${entries.map(([id, n]) => `${id}x${n}`).join(",")}`;
}

function isHeld(body: unknown): body is HeldReservation {
  const b = body as Partial<HeldReservation> | null;
  return typeof b?.reservation_id === "string" && typeof b.seconds_left === "number" && Number.isFinite(b.seconds_left);
}

/** Holds the selected tickets on the server (bounded by requestJson's timeout). */
export async function createReservation(
  apiOrigin: string,
  request: ReservationRequest,
  signal?: AbortSignal,
): Promise<HeldReservation> {
  let body: unknown;
  try {
    body = await requestJson(`${apiOrigin}/api/reservations`, { method: "POST", body: request, signal });
  } catch (error) {
    if (error instanceof ApiCallError) {
      const type = (error.body as { type?: unknown } | null)?.type;
      if (type === "ticket_stock_error")
        throw new ReservationError(
          "ticket_stock_error",
          "Not enough tickets left to hold this selection.",
          error.status,
        );
      const message = (error.body as { message?: unknown } | null)?.message;
      throw new ReservationError("failed", typeof message === "string" ? message : error.message, error.status);
    }
    throw new ReservationError("failed", String(error));
  }
  if (!isHeld(body))
    throw new ReservationError("failed", "Expected { reservation_id, seconds_left } from POST /api/reservations.", 201);
  return body;
}

/**
 * Seconds left on a hold the server still keeps (`GET /api/reservations/:id`, status held), 0 when it is
 * expired, consumed, released or unknown (404). No answer at all throws: the caller cannot tell.
 */
export async function heldSecondsLeft(apiOrigin: string, reservationId: string, signal?: AbortSignal): Promise<number> {
  let body: unknown;
  try {
    body = await requestJson(`${apiOrigin}/api/reservations/${encodeURIComponent(reservationId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return 0;
    throw error;
  }
  const b = body as { status?: unknown; seconds_left?: unknown } | null;
  return b?.status === "held" && typeof b.seconds_left === "number" && b.seconds_left > 0 ? b.seconds_left : 0;
}

/** Gives a hold back early (best effort: the server expires it anyway). */
export async function releaseReservation(apiOrigin: string, reservationId: string): Promise<void> {
  await requestJson(`${apiOrigin}/api/reservations/${encodeURIComponent(reservationId)}`, { method: "DELETE" }).catch(
    () => undefined,
  );
}

/** "mm:ss" of the time left, never negative; minutes may exceed 59 for long holds. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** Moments a screen reader hears the time left: 5 minutes and 1 minute before the hold ends. */
export const ANNOUNCE_AT_SECONDS = [300, 60] as const;

/**
 * The announcement threshold crossed between two readings of the countdown, if any: a tick from 301
 * to 300 s (or one that jumps over it after a sleeping tab) announces 5 minutes; a hold that starts
 * below a threshold never announces that one.
 */
export function crossedAnnouncement(
  previousSeconds: number,
  seconds: number,
): (typeof ANNOUNCE_AT_SECONDS)[number] | null {
  let crossed: (typeof ANNOUNCE_AT_SECONDS)[number] | null = null;
  for (const at of ANNOUNCE_AT_SECONDS) if (previousSeconds > at && seconds <= at && seconds > 0) crossed = at;
  return crossed;
}
