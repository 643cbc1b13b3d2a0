import type { Kysely } from "kysely";
import type { SandboxQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function sandboxQueries(db: Kysely<Database>): SandboxQueries {
  const payment = (provider: string, id: string) =>
    db.updateTable("sandbox_payments").where("provider", "=", provider).where("id", "=", id);
  return {
    async insertPayment(row, now) {
      await db
        .insertInto("sandbox_payments")
        .values({ ...row, created_at: now })
        .execute();
    },
    findPayment: (provider, id) =>
      db
        .selectFrom("sandbox_payments")
        .select(["id", "provider", "status", "amount", "currency", "secret", "data"])
        .where("provider", "=", provider)
        .where("id", "=", id)
        .executeTakeFirst(),
    async setPaymentStatus(provider, id, to, from) {
      let query = payment(provider, id).set({ status: to });
      if (from) query = query.where("status", "in", [...from]);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },
    async setPaymentData(provider, id, data) {
      await payment(provider, id).set({ data }).execute();
    },
    async setControl(target, outcome, times) {
      await db
        .insertInto("sandbox_controls")
        .values({ target, outcome, times })
        .onConflict((oc) =>
          oc
            .column("target")
            .doUpdateSet((eb) => ({ outcome: eb.ref("excluded.outcome"), times: eb.ref("excluded.times") })),
        )
        .execute();
    },
    async takeControl(target) {
      const taken = await db
        .updateTable("sandbox_controls")
        .set((eb) => ({ times: eb("times", "-", 1) }))
        .where("target", "=", target)
        .where("times", ">", 0)
        .returning(["outcome", "times"])
        .executeTakeFirst();
      if (taken && taken.times <= 0)
        await db.deleteFrom("sandbox_controls").where("target", "=", target).where("times", "<=", 0).execute();
      return taken?.outcome ?? null;
    },
  };
}
