import type { Store } from "../../store/index.ts";
import type { MemberRole } from "../../store/index.ts";

export interface SessionSummary {
  user: { id: number; email: string; name: string; operator: boolean };
  organizers: { id: number; name: string; role: MemberRole }[];
  authAt: number;
  methods: { passkeys: number; totp: boolean };
}

/**
 * What GET /api/manage/session tells the app about the signed-in person: their organizers and roles (the operator:
 * every organizer, as owner) and which sign-in methods the account has.
 */
export async function sessionSummary(
  store: Pick<Store, "accounts">,
  userId: number,
  authAt: number,
): Promise<SessionSummary | null> {
  const user = await store.accounts.userById(userId);
  if (!user) return null;
  const operator = user.operator === 1;
  const organizers = operator
    ? (await store.accounts.listOrganizerAccounts()).map((o) => ({ id: o.id, name: o.name, role: "owner" as const }))
    : (await store.accounts.membershipsOf(userId)).map((m) => ({ id: m.organizer_id, name: m.name, role: m.role }));
  const passkeys = (await store.accounts.credentialsOf(userId)).length;
  return {
    user: { id: user.id, email: user.email, name: user.name, operator },
    organizers,
    authAt,
    methods: { passkeys, totp: user.totp_secret !== null },
  };
}
