// The door scanner engine's types: what the screens (check-in/ui/, ScannerApp.tsx) see, and the server's answers
// and the snapshot as the engine reads them (the shapes of the contract's check-in API).
import type { ListView, ListWithEventView } from "../../../server/domain/check-in/lists-input.ts";

/** Why a scan admitted or refused a ticket: the server's stable codes (store/schema-check-in.ts). */
export type CheckInResult =
  "valid" | "already_redeemed" | "wrong_list" | "revoked" | "not_yet_valid" | "expired" | "unknown";

export type ScanType = "entry" | "exit";

/** What the door sees after a scan. */
export interface Verdict {
  result: CheckInResult;
  /** true: decided on the device (no network or no answer in time), queued for the server */
  offline: boolean;
  code: string;
  /** epoch ms of the scan (the device's clock) */
  at: number;
  listName: string;
  ticket?: { attendeeName: string; ticketTypeName: string };
  /** the counted entry an already_redeemed verdict points at */
  previous?: { at: number; listName: string; by: string };
  revokedReason?: "refunded" | "canceled";
  /** a ticket of another event: its name, when known (online only) */
  ticketEventName?: string;
  /** ms from scan() to the verdict */
  readMs?: number;
}

export type { ListView };

/** A list the scanner may pick: the list and its event. */
export type ListChoice = ListWithEventView;

export type Identity =
  { kind: "device"; deviceName: string; organizerId: number } | { kind: "person"; email: string; organizerId: number };

export interface EngineState {
  /** false until start() has read what the device keeps */
  ready: boolean;
  identity: null | Identity;
  online: boolean;
  /** when the selected list's snapshot was made (server time, epoch ms); null: none yet */
  snapshotAt: number | null;
  /** scans made offline, not yet sent */
  pending: number;
  lists: ListChoice[];
  listId: number | null;
  /** the device's token was revoked: it may not scan any more */
  revoked: boolean;
  /** the last failure's stable code (e.g. "pairing_invalid", "network"), null when the last action worked */
  error: string | null;
}

export interface ScannerEngine {
  getState(): EngineState;
  subscribe(fn: () => void): () => void;
  start(): Promise<void>;
  stop(): void;
  pair(code: string): Promise<void>;
  usePerson(organizerId: number): Promise<void>;
  selectList(id: number): Promise<void>;
  scan(code: string, type?: ScanType): Promise<Verdict>;
  forget(): Promise<void>;
}

export interface EngineOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

/** GET …/check-in/snapshot: everything the device needs to decide offline for one list. */
export interface Snapshot {
  version: 1;
  generatedAt: number;
  /** raw Ed25519 public key, base64url */
  publicKey: string;
  list: ListChoice;
  ticketTypes: { id: number; name: string }[];
  tickets: [ticketId: string, ticketTypeId: number, attendeeName: string][];
  legacy: [sha256OfTc1CodeBase64url: string, ticketId: string][];
  revoked: [ticketId: string, reason: "refunded" | "canceled"][];
  checkIns: [ticketId: string, type: ScanType, at: number, listName: string, by: string][];
}

/** POST …/check-in's answer. */
export interface RedeemAnswer {
  result: CheckInResult;
  status: string;
  checkInId: number | null;
  offline: false;
  list: { id: number; name: string; eventId: number };
  ticket?: { id: string; ticketTypeId: number; ticketTypeName: string; attendeeName: string };
  previous?: { at: number; listName: string; by: string };
  ticketEvent?: { id: number; name: string };
  /** not in the contract's answer (yet): used when the server sends it */
  revokedReason?: "refunded" | "canceled";
}

/** A scan decided offline, waiting to be sent in a batch. */
export interface QueuedScan {
  clientScanId: string;
  listId: number;
  code: string;
  type: ScanType;
  scannedAt: number;
  deviceResult: CheckInResult;
}

/** A scan this device counted (online or offline), kept until a snapshot made after it has replaced it. */
export interface LocalScan {
  clientScanId: string;
  listId: number;
  ticketId: string;
  type: ScanType;
  at: number;
  listName: string;
  by: string;
  /** device time by which the server had it (online: its answer; offline: the batch that sent it) */
  sentAt?: number;
}

/** What the device keeps of who it is. */
export interface Credentials {
  identity: Identity;
  /** the device token (tkd_…); absent for a signed-in person (the session cookie is used) */
  token?: string;
}
