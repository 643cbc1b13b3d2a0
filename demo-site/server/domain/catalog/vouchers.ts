// An event's vouchers: code, discount, valid until, maximum uses. Uses are counted by the orders that complete with
// the code (domain/orders), so the list shows how many are left; a used-up code is refused like an unknown one.
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import {
  auditCreated,
  atVersion,
  defined,
  notFound,
  ownEvent,
  parseInput,
  saveVersioned,
  type CatalogActor,
  type CatalogDeps,
} from "./common.ts";
import { VoucherCreate, VoucherPatch } from "./schemas.ts";
import { voucherView } from "./views.ts";

/** Codes compare case-insensitively (CONTRACTS.md): the key is the trimmed, upper-cased code. */
export const voucherKey = (code: string) => code.trim().toUpperCase();

export async function listVouchers(deps: Pick<CatalogDeps, "store">, organizerId: number, eventId: number) {
  await ownEvent(deps.store, organizerId, eventId);
  return (await deps.store.catalog.vouchers(eventId)).map(voucherView);
}

export async function createVoucher(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  body: unknown,
) {
  const input = parseInput(VoucherCreate, body);
  const key = voucherKey(input.code);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    await tx.lockNamed(`catalog:voucher:${eventId}:${key}`);
    if (await tx.catalog.voucher(eventId, key))
      throw new ApiError(409, "voucher_exists", `This event has a voucher "${input.code}" already.`, "code");
    await tx.catalog.insertVoucher({
      event_id: eventId,
      code: input.code,
      code_key: key,
      discount: input.discount,
      valid_until: input.valid_until,
      max_uses: input.max_uses,
    });
    const after = (await tx.catalog.voucher(eventId, key))!;
    return auditCreated(tx, deps, voucherView(after), {
      actor,
      organizerId,
      eventId,
      action: "voucher.create",
      target: `voucher:${after.code}`,
    });
  });
}

export async function updateVoucher(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  code: string,
  body: unknown,
) {
  const { version, ...rest } = parseInput(VoucherPatch, body);
  const key = voucherKey(code);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const before = atVersion(await tx.catalog.voucher(eventId, key), "voucher", version);
    if (rest.max_uses !== undefined && rest.max_uses !== null && rest.max_uses < before.uses)
      throw new ApiError(
        409,
        "max_uses_below_used",
        `The maximum cannot be below ${before.uses}: the code was used ${before.uses} times already.`,
        "max_uses",
        { uses: before.uses },
      );
    // The code is not a field a patch changes, so the target is the same before and after.
    return saveVersioned(tx, deps, {
      what: "voucher",
      version,
      before,
      update: () => tx.catalog.updateVoucher(eventId, key, version, defined(rest)),
      load: () => tx.catalog.voucher(eventId, key),
      view: voucherView,
      audit: { actor, organizerId, eventId, action: "voucher.update", target: `voucher:${before.code}` },
    });
  });
}

/** Orders that used the code keep it (they store the code, not a reference). */
export async function deleteVoucher(
  deps: CatalogDeps,
  actor: CatalogActor,
  organizerId: number,
  eventId: number,
  code: string,
) {
  const key = voucherKey(code);
  await deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const before = await tx.catalog.voucher(eventId, key);
    if (!before) throw notFound("voucher");
    await tx.catalog.deleteVoucher(eventId, key);
    await recordAudit(tx, {
      actor,
      organizerId,
      eventId,
      action: "voucher.delete",
      target: `voucher:${before.code}`,
      before: voucherView(before),
      at: deps.clock(),
    });
  });
}
