// Door check-in's back-office calls: an event's check-in lists (the gates), the organizer's paired devices and
// their pairing, and the live figures and conflicts of an event. A pairing code is in one answer only (when the
// device is made); the server keeps its hash.
import { queryOptions } from "@tanstack/react-query";
import { api } from "./http.ts";

/** A gate: the ticket types it admits (null: all of the event's), re-entry, its time window (epoch ms). */
export interface CheckInList {
  id: number;
  eventId: number;
  name: string;
  ticketTypeIds: number[] | null;
  allowReentry: boolean;
  validFrom: number | null;
  validUntil: number | null;
  version: number;
}

/** A list among all of the organizer's, with its event. */
export interface OrganizerList extends CheckInList {
  eventName: string;
  timeZone: string;
}

export interface CheckInDevice {
  id: string;
  name: string;
  listIds: number[];
  /** The device token's first characters, once paired. */
  prefix: string | null;
  createdAt: number;
  pairedAt: number | null;
  lastSeenAt: number | null;
  revokedAt: number | null;
  /** Until when its pairing code works, while not yet paired. */
  pairingExpiresAt: number | null;
}

/** What a new device's pairing gives, once: the code (in the URL a phone's camera opens) and its expiry. */
export interface Pairing {
  device: CheckInDevice;
  pairingCode: string;
  pairingUrl: string;
  expiresAt: number;
}

export interface ListBody {
  name: string;
  ticketTypeIds: number[] | null;
  allowReentry: boolean;
  validFrom: number | null;
  validUntil: number | null;
}

export interface CheckInStats {
  lists: { id: number; name: string; checkedIn: number; total: number; inside: number; exits: number }[];
  ticketTypes: { id: number; name: string; checkedIn: number; total: number }[];
  /** The last 30 minutes, one entry a minute (its start, epoch ms). */
  perMinute: { at: number; scans: number }[];
  conflicts: number;
  lastScanAt: number | null;
}

/** One side of a conflict: a check-in of the ticket, where, by whom, and whether it was made offline. */
export interface ScanSide {
  at: number;
  listName: string;
  by: string;
  offline: boolean;
}

export interface Conflict {
  id: number;
  ticketId: string;
  attendeeName: string;
  ticketTypeName: string;
  orderId: string;
  first: ScanSide;
  second: ScanSide;
}

export interface RevokedDeviceScan {
  id: number;
  ticketId: string | null;
  attendeeName: string | null;
  at: number;
  listName: string;
  by: string;
  result: string;
}

export interface Conflicts {
  conflicts: Conflict[];
  revokedDeviceScans: RevokedDeviceScan[];
}

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

export const createList = (o: number, e: number, body: ListBody) =>
  api<CheckInList>("POST", `${ev(o, e)}/check-in-lists`, body);

/** A change to a list as it was at `version` (409 version_conflict when someone changed it meanwhile). */
export const updateList = (o: number, id: number, body: ListBody & { version: number }) =>
  api<CheckInList>("PATCH", `${org(o)}/check-in-lists/${id}`, body);

/** Archives the list: no longer offered to devices; its scans stay. */
export const archiveList = (o: number, id: number) => api<void>("DELETE", `${org(o)}/check-in-lists/${id}`);

/** Makes a device and its one-time pairing code (needs a fresh sign-in: the server asks, api() handles it). */
export const pairDevice = (o: number, body: { name: string; listIds: number[] }) =>
  api<Pairing>("POST", `${org(o)}/check-in-devices`, body);

export const revokeDevice = (o: number, id: string) =>
  api<CheckInDevice>("POST", `${org(o)}/check-in-devices/${encodeURIComponent(id)}/revoke`, {});
