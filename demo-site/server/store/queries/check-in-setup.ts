// The queries of door check-in's setup (migration 0016-check-in): check-in lists and paired devices. Every read
// and write a back-office route makes is scoped by the organizer, so another organizer's id finds nothing.
import type { Insertable, Kysely, Selectable } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { CheckInDevicesTable, CheckInListsTable } from "../schema-check-in.ts";

export type CheckInListRow = Selectable<CheckInListsTable>;
export type CheckInDeviceRow = Selectable<CheckInDevicesTable>;
/** A list with its event's name and time zone (what a scanner shows when it offers the list). */
export type CheckInListWithEvent = CheckInListRow & { event_name: string; time_zone: string };
export type CheckInListPatch = Partial<
  Pick<CheckInListRow, "name" | "ticket_ids" | "allow_reentry" | "valid_from" | "valid_until">
>;

export interface CheckInSetupQueries {
  insertList(row: Omit<Insertable<CheckInListsTable>, "id" | "version">): Promise<number>;
  /** The organizer's list `id`, archived or not; undefined for another organizer's. */
  list(organizerId: number, id: number): Promise<CheckInListRow | undefined>;
  /** The event's lists in use (not archived), oldest first. */
  eventLists(organizerId: number, eventId: number): Promise<CheckInListRow[]>;
  /** The organizer's lists in use, with their event's name and time zone; `ids` limits them (a device's). */
  organizerLists(organizerId: number, ids?: readonly number[]): Promise<CheckInListWithEvent[]>;
  /** Writes `patch` (and version + 1) if the list is still at `version` and in use; false otherwise. */
  updateList(organizerId: number, id: number, version: number, patch: CheckInListPatch): Promise<boolean>;
  /** Archives the list if it is in use; false when it was archived already. */
  archiveList(organizerId: number, id: number, now: number): Promise<boolean>;

  insertDevice(row: CheckInDeviceRow): Promise<void>;
  device(organizerId: number, id: string): Promise<CheckInDeviceRow | undefined>;
  /** The organizer's devices, newest first, revoked ones included. */
  devices(organizerId: number): Promise<CheckInDeviceRow[]>;
  /** The device whose pairing code has this hash (used, expired or not: the caller checks). */
  byPairingHash(pairingHash: string): Promise<CheckInDeviceRow | undefined>;
  /**
   * Pairs the device: sets its token's hash and prefix and clears the pairing code, only if the code is still
   * unused, unexpired at `now` and the device not revoked; false otherwise (a second use of one code loses).
   */
  pair(id: string, pairingHash: string, token: { hash: string; prefix: string }, now: number): Promise<boolean>;
  byTokenHash(tokenHash: string): Promise<CheckInDeviceRow | undefined>;
  touchDevice(id: string, now: number): Promise<void>;
  /** Revokes the device (and any pairing code it still has) if it is not revoked yet; false when it was. */
  revokeDevice(organizerId: number, id: string, now: number): Promise<boolean>;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const listRow = <R extends CheckInListRow>(r: R): R => ({
  ...r,
  id: Number(r.id),
  organizer_id: Number(r.organizer_id),
  event_id: Number(r.event_id),
  allow_reentry: Number(r.allow_reentry),
  valid_from: numOrNull(r.valid_from),
  valid_until: numOrNull(r.valid_until),
  created_at: Number(r.created_at),
  archived_at: numOrNull(r.archived_at),
  version: Number(r.version),
});

const deviceRow = (r: CheckInDeviceRow): CheckInDeviceRow => ({
  ...r,
  organizer_id: Number(r.organizer_id),
  pairing_expires_at: numOrNull(r.pairing_expires_at),
  created_by: numOrNull(r.created_by),
  created_at: Number(r.created_at),
  paired_at: numOrNull(r.paired_at),
  last_seen_at: numOrNull(r.last_seen_at),
  revoked_at: numOrNull(r.revoked_at),
});

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

export function checkInSetupQueries(db: Kysely<Database>, _dialect: StoreDialect): CheckInSetupQueries {
  return {
    async insertList(row) {
      const { id } = await db.insertInto("check_in_lists").values(row).returning("id").executeTakeFirstOrThrow();
      return Number(id);
    },
    async list(organizerId, id) {
      const row = await db
        .selectFrom("check_in_lists")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && listRow(row);
    },
    async eventLists(organizerId, eventId) {
      const rows = await db
        .selectFrom("check_in_lists")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("event_id", "=", eventId)
        .where("archived_at", "is", null)
        .orderBy("id")
        .execute();
      return rows.map(listRow);
    },
    async organizerLists(organizerId, ids) {
      if (ids && ids.length === 0) return [];
      let query = db
        .selectFrom("check_in_lists as l")
        .innerJoin("events as e", "e.id", "l.event_id")
        .selectAll("l")
        .select(["e.name as event_name", "e.time_zone"])
        .where("l.organizer_id", "=", organizerId)
        .where("e.organizer_id", "=", organizerId)
        .where("l.archived_at", "is", null);
      if (ids) query = query.where("l.id", "in", [...ids]);
      const rows = await query.orderBy("l.event_id").orderBy("l.id").execute();
      return rows.map(listRow);
    },
    async updateList(organizerId, id, version, patch) {
      const result = await db
        .updateTable("check_in_lists")
        .set({ ...patch, version: version + 1 })
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .where("version", "=", version)
        .where("archived_at", "is", null)
        .executeTakeFirst();
      return changed(result);
    },
    async archiveList(organizerId, id, now) {
      const result = await db
        .updateTable("check_in_lists")
        .set((eb) => ({ archived_at: now, version: eb("version", "+", 1) }))
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .where("archived_at", "is", null)
        .executeTakeFirst();
      return changed(result);
    },

    async insertDevice(row) {
      await db.insertInto("check_in_devices").values(row).execute();
    },
    async device(organizerId, id) {
      const row = await db
        .selectFrom("check_in_devices")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && deviceRow(row);
    },
    async devices(organizerId) {
      const rows = await db
        .selectFrom("check_in_devices")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map(deviceRow);
    },
    async byPairingHash(pairingHash) {
      const row = await db
        .selectFrom("check_in_devices")
        .selectAll()
        .where("pairing_hash", "=", pairingHash)
        .executeTakeFirst();
      return row && deviceRow(row);
    },
    async pair(id, pairingHash, token, now) {
      const result = await db
        .updateTable("check_in_devices")
        .set({
          token_hash: token.hash,
          prefix: token.prefix,
          paired_at: now,
          pairing_hash: null,
          pairing_expires_at: null,
        })
        .where("id", "=", id)
        .where("pairing_hash", "=", pairingHash)
        .where("pairing_expires_at", ">", now)
        .where("token_hash", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return changed(result);
    },
    async byTokenHash(tokenHash) {
      const row = await db
        .selectFrom("check_in_devices")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return row && deviceRow(row);
    },
    async touchDevice(id, now) {
      await db.updateTable("check_in_devices").set({ last_seen_at: now }).where("id", "=", id).execute();
    },
    async revokeDevice(organizerId, id, now) {
      const result = await db
        .updateTable("check_in_devices")
        .set({ revoked_at: now, pairing_hash: null, pairing_expires_at: null })
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return changed(result);
    },
  };
}
