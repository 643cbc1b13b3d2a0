// Demo mode's two accounts: the operator, and the owner of the first organizer of the seed. Made at start (and
// again at a demo sign-in if a reset removed them), under a lock, so several server processes make them once.
import type { Store, UserRow } from "../../store/index.ts";
import { createUser } from "./users.ts";

export const DEMO_ACCOUNTS = {
  operator: { email: "demo-operator@example.org", name: "Demo Operator" },
  organizer: { email: "demo-owner@example.org", name: "Demo Owner" },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The demo account `as`, made (with its membership or operator flag) if it is missing. */
export async function demoAccount(store: Pick<Store, "transaction">, as: DemoAccount, now: number): Promise<UserRow> {
  return store.transaction(async (tx) => {
    await tx.lockNamed("demo-accounts");
    const { email, name } = DEMO_ACCOUNTS[as];
    const id = (await tx.accounts.userByEmail(email))?.id ?? (await createUser(tx, { email, name }, now));
    if (as === "operator") await tx.accounts.setOperator(id);
    else {
      const [first] = await tx.accounts.listOrganizerAccounts();
      if (first && !(await tx.accounts.role(id, first.id))) await tx.accounts.addMember(id, first.id, "owner", now);
    }
    return (await tx.accounts.userById(id))!;
  });
}
