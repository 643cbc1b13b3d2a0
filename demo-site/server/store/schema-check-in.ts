// The tables of migration 0016-check-in, as Kysely sees them: door check-in's lists, paired devices and scans.
import type { Generated } from "kysely";

/** Why a scan admitted or refused a ticket: stable codes the API, the scanner and the back office share. */
export type CheckInResult =
  "valid" | "already_redeemed" | "wrong_list" | "revoked" | "not_yet_valid" | "expired" | "unknown";

/**
 * "counted": a valid entry or exit that counts (inside, checked in); "refused": a scan the server refused (kept as
 * the scan log); "conflict": a scan a device admitted offline although the ticket had been checked in already (the
 * back office lists it beside the check-in that counted, `conflict_with`); "revoked_device": a scan a device made
 * offline and uploaded after its token was revoked (kept, never counted).
 */
export type CheckInStatus = "counted" | "refused" | "conflict" | "revoked_device";

export type CheckInType = "entry" | "exit";

/** A gate: which ticket types it admits, re-entry, and when it opens and closes. */
export interface CheckInListsTable {
  id: Generated<number>;
  organizer_id: number;
  event_id: number;
  name: string;
  /** Ticket type ids it admits, space-separated; NULL: every ticket type of the event. */
  ticket_ids: string | null;
  /** 1: a ticket that left (an exit scan) may enter again; 0: one entry per ticket. */
  allow_reentry: Generated<number>;
  /** Epoch ms before which the list admits no one (not_yet_valid); NULL: no limit. */
  valid_from: number | null;
  /** Epoch ms after which the list admits no one (expired); NULL: no limit. */
  valid_until: number | null;
  created_at: number;
  /** Epoch ms it was archived (kept for its scans, no longer offered to devices); NULL: in use. */
  archived_at: number | null;
  version: Generated<number>;
}

/**
 * A paired scanner: made in the back office with a one-time pairing code (only its SHA-256 kept, until it expires
 * or is used); pairing sets `token_hash` (SHA-256 of the device token, shown to the device once).
 */
export interface CheckInDevicesTable {
  /** "dev_…", named on every scan it makes */
  id: string;
  organizer_id: number;
  name: string;
  /** The check-in list ids it may scan for, space-separated. */
  list_ids: string;
  pairing_hash: string | null;
  pairing_expires_at: number | null;
  token_hash: string | null;
  /** The device token's first characters, to tell devices apart. */
  prefix: string | null;
  created_by: number | null;
  created_at: number;
  paired_at: number | null;
  last_seen_at: number | null;
  revoked_at: number | null;
}

/** Every scan the server was told of, online or uploaded from a device's offline queue. */
export interface CheckInsTable {
  id: Generated<number>;
  organizer_id: number;
  event_id: number;
  list_id: number;
  /** The issued ticket's id; NULL when the code matched none (unknown or forged). */
  ticket_id: string | null;
  /** Whose client scan id this is: "dev:<device id>", "user:<user id>" or "tok:<API token id>". */
  source: string;
  /** The scanner's own id for the scan: the same scan sent twice is one row (unique with `source`). */
  client_scan_id: string;
  type: CheckInType;
  /** The server's verdict. */
  result: CheckInResult;
  status: CheckInStatus;
  /** 1: made offline and uploaded later. */
  offline: Generated<number>;
  /** What the device showed offline (a CheckInResult); NULL for an online scan. */
  device_result: string | null;
  device_id: string | null;
  user_id: number | null;
  /** The device's name or the person's email, as the scan was made. */
  actor_label: string;
  /** Epoch ms the scan was made (the device's clock for an offline scan). */
  scanned_at: number;
  /** Epoch ms the server got it. */
  received_at: number;
  /** For a "conflict": the id of the check-in that counted. */
  conflict_with: number | null;
}

export interface CheckInTables {
  check_in_lists: CheckInListsTable;
  check_in_devices: CheckInDevicesTable;
  check_ins: CheckInsTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const checkInDataTables = ["check_ins", "check_in_devices", "check_in_lists"] as const;
