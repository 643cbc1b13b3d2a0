// What a scanner sends: one scan online (redeem) or its offline queue (batch): the valibot schemas behind their
// 400s. A batch holds at most 500 scans, and the request body at most MAX_BODY_BYTES (64 KiB by default): about
// 200 scans of TC2 codes with UUID client ids, so a scanner sends its queue in batches of 100.
import * as v from "valibot";

const CHECK_IN_RESULTS = [
  "valid",
  "already_redeemed",
  "wrong_list",
  "revoked",
  "not_yet_valid",
  "expired",
  "unknown",
] as const;

export const MAX_BATCH = 500;

const ListId = v.pipe(
  v.number("must be a check-in list id"),
  v.integer("must be a check-in list id (a whole number)"),
  v.minValue(1, "must be a check-in list id"),
  v.maxValue(2_147_483_647, "must be a check-in list id"),
);
const Code = v.pipe(
  v.string("must be the code read from the ticket, as text"),
  v.maxLength(1000, "must be at most 1000 characters: a ticket's code is 118"),
);
const ClientScanId = v.pipe(
  v.string("must be the scanner's own id for this scan (a UUID, say)"),
  v.minLength(1, "must be the scanner's own id for this scan (a UUID, say)"),
  v.maxLength(100, "must be at most 100 characters"),
);
const Type = v.picklist(["entry", "exit"], 'must be "entry" or "exit"');

export const RedeemBody = v.object({
  listId: ListId,
  code: Code,
  clientScanId: ClientScanId,
  type: v.optional(Type, "entry"),
});

export const BatchBody = v.object({
  scans: v.pipe(
    v.array(
      v.object({
        listId: ListId,
        code: Code,
        clientScanId: ClientScanId,
        type: v.optional(Type, "entry"),
        scannedAt: v.pipe(
          v.number("must be when the device made the scan, epoch milliseconds"),
          v.integer("must be whole epoch milliseconds"),
          v.minValue(0, "must be epoch milliseconds, not negative"),
          v.maxValue(8_640_000_000_000_000, "must be epoch milliseconds"),
        ),
        deviceResult: v.picklist(CHECK_IN_RESULTS, `must be what the device showed: ${CHECK_IN_RESULTS.join(", ")}`),
      }),
      "must be the list of scans made offline",
    ),
    v.minLength(1, "must hold at least one scan"),
    v.maxLength(MAX_BATCH, `must hold at most ${MAX_BATCH} scans: send the rest in another batch`),
  ),
});
