// What the cancel job needs: the refund machine's dependencies (the payment gateways among them) and the store,
// clock and strings its own steps use.
import type { Deps } from "../deps.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import type { requestRefund } from "../refunds/request.ts";
import type { CancelJobRow } from "../../store/index.ts";

export type CancelDeps = Parameters<typeof requestRefund>[0] & Pick<Deps, "store" | "clock" | "translations">;

/** The job's columns of who canceled: a person (a token, should a route ever let one; the server itself). */
export function actorColumns(actor: OrderEventActor) {
  if (actor.kind === "token") return { actor_kind: "token", actor_id: actor.tokenId, actor_label: actor.label };
  if (actor.kind === "member")
    return { actor_kind: "member", actor_id: String(actor.userId), actor_label: actor.label };
  return { actor_kind: "system", actor_id: null, actor_label: "system" };
}

/** Who canceled, as the order timeline names them on each refund the job asks for. */
export function jobActor(job: Pick<CancelJobRow, "actor_kind" | "actor_id" | "actor_label">): OrderEventActor {
  if (job.actor_kind === "token") return { kind: "token", tokenId: job.actor_id ?? "", label: job.actor_label };
  if (job.actor_kind === "member") return { kind: "member", userId: Number(job.actor_id), label: job.actor_label };
  return { kind: "system" };
}
