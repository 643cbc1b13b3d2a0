// Door check-in's back-office calls: an event's check-in lists (the gates), the organizer's paired devices and
// their pairing, and the live figures and conflicts of an event. A pairing code is in one answer only (when the
// device is made); the server keeps its hash.
import { queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type { checkInConflicts } from "../../server/domain/check-in/conflicts.ts";
import type { DeviceView } from "../../server/domain/check-in/devices.ts";
import {
  DeviceCreate,
  ListCreate,
  ListPatch,
  type ListView,
  type ListWithEventView,
} from "../../server/domain/check-in/lists-input.ts";
import type { NewDevice } from "../../server/domain/check-in/pairing.ts";
import type { CheckInStats } from "../../server/domain/check-in/stats.ts";
import { checked } from "../lib/schema-errors.ts";
import { api } from "./http.ts";

/** The server's own views (type-only imports: nothing of the server reaches the bundle). Times are epoch ms. */
export type CheckInList = ListView;
/** A list among all of the organizer's, with its event's name and time zone. */
export type OrganizerList = ListWithEventView;
export type CheckInDevice = DeviceView;
/** What a new device's pairing gives, once: the code (in the URL a phone's camera opens) and its expiry. */
export type Pairing = NewDevice;
export type { CheckInStats };
export type Conflicts = Awaited<ReturnType<typeof checkInConflicts>>;
export type Conflict = Conflicts["conflicts"][number];
export type RevokedDeviceScan = Conflicts["revokedDeviceScans"][number];
/** One side of a conflict: a check-in of the ticket, when, at which list, by whom, offline or not. */
export type ScanSide = Conflict["second"];

/** A list's fields as the form sends them (a change adds the version it read). */
export type ListBody = Required<v.InferOutput<typeof ListCreate>>;

/** The server's input schemas (pure valibot), checked before a body is sent, as api/schemas.ts does. */
export { DeviceCreate, ListCreate, ListPatch };

const org = (o: number) => `/organizers/${o}`;
const ev = (o: number, e: number) => `${org(o)}/events/${e}`;

export const checkInKeys = {
  eventLists: (o: number, e: number) => ["organizer", o, "event", e, "check-in-lists"] as const,
  stats: (o: number, e: number) => ["organizer", o, "event", e, "check-in-stats"] as const,
  conflicts: (o: number, e: number) => ["organizer", o, "event", e, "check-in-conflicts"] as const,
  organizerLists: (o: number) => ["organizer", o, "check-in-lists"] as const,
  devices: (o: number) => ["organizer", o, "check-in-devices"] as const,
};

/** The figures move with every scan at the door: asked again every 5 s while the screen is open. */
const LIVE = 5000;

export const eventListsQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: checkInKeys.eventLists(o, e),
    queryFn: async () => (await api<{ items: CheckInList[] }>("GET", `${ev(o, e)}/check-in-lists`)).items,
  });

export const organizerListsQuery = (o: number) =>
  queryOptions({
    queryKey: checkInKeys.organizerLists(o),
    queryFn: async () => (await api<{ items: OrganizerList[] }>("GET", `${org(o)}/check-in-lists`)).items,
  });

export const devicesQuery = (o: number) =>
  queryOptions({
    queryKey: checkInKeys.devices(o),
    queryFn: async () => (await api<{ items: CheckInDevice[] }>("GET", `${org(o)}/check-in-devices`)).items,
    // a device's "last seen" moves while it scans
    refetchInterval: 30_000,
  });

export const statsQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: checkInKeys.stats(o, e),
    queryFn: () => api<CheckInStats>("GET", `${ev(o, e)}/check-in/stats`),
    refetchInterval: LIVE,
  });

export const conflictsQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: checkInKeys.conflicts(o, e),
    queryFn: () => api<Conflicts>("GET", `${ev(o, e)}/check-in/conflicts`),
    refetchInterval: LIVE,
  });

export const createList = async (o: number, e: number, body: ListBody) =>
  api<CheckInList>("POST", `${ev(o, e)}/check-in-lists`, checked(ListCreate, body));

/** A change to a list as it was at `version` (409 version_conflict when someone changed it meanwhile). */
export const updateList = async (o: number, id: number, body: ListBody & { version: number }) =>
  api<CheckInList>("PATCH", `${org(o)}/check-in-lists/${id}`, checked(ListPatch, body));

/** Archives the list: no longer offered to devices; its scans stay. */
export const archiveList = (o: number, id: number) => api<void>("DELETE", `${org(o)}/check-in-lists/${id}`);

/** Makes a device and its one-time pairing code (needs a fresh sign-in: the server asks, api() handles it). */
export const pairDevice = async (o: number, body: { name: string; listIds: number[] }) =>
  api<Pairing>("POST", `${org(o)}/check-in-devices`, checked(DeviceCreate, body));

export const revokeDevice = (o: number, id: string) =>
  api<CheckInDevice>("POST", `${org(o)}/check-in-devices/${encodeURIComponent(id)}/revoke`, {});
