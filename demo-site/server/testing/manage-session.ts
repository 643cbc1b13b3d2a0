// Tests only: a signed-in back-office person without going through a sign-in, for the tests of routes behind the
// guard (routes/manage/guard.ts). The session is made as a sign-in makes it (stored hashed, authAt now: fresh).
import type { MemberRole, Store } from "../store/index.ts";
import { startSession } from "../domain/accounts/sessions.ts";
import { createUser } from "../domain/accounts/users.ts";
import { randomId } from "../domain/random-id.ts";
import { SESSION_COOKIE } from "../routes/manage/session-cookie.ts";

export interface ManageSession {
  userId: number;
  email: string;
  /** The Cookie header's value: `__Host-bo_session=…`. */
  cookie: string;
  /** Headers for any request: the cookie. */
  headers: Record<string, string>;
  /** Headers for a state-changing request: the cookie, same-origin (Sec-Fetch-Site), JSON. */
  writeHeaders: Record<string, string>;
}

/**
 * Creates a user (`email`, or a random one) who is a member of `organizerId` with `role`, or the operator
 * (`operator: true`, no membership needed), and signs them in. `now`: the server's clock (default Date.now()), so a
 * test that moves the clock can make the session stale.
 */
export async function manageSession(
  store: Store,
  options: { organizerId?: number; role?: MemberRole; operator?: boolean; email?: string; name?: string; now?: number },
): Promise<ManageSession> {
  const now = options.now ?? Date.now();
  const email = options.email ?? `member-${randomId(6).toLowerCase()}@example.org`;
  const existing = await store.accounts.userByEmail(email.toLowerCase());
  const userId =
    existing?.id ??
    (await createUser(store, { email, name: options.name ?? "Test Member", operator: options.operator }, now));
  if (options.operator) await store.accounts.setOperator(userId);
  if (options.organizerId !== undefined)
    await store.accounts.addMember(userId, options.organizerId, options.role ?? "owner", now);
  const { token } = await startSession({ store, clock: () => now }, userId, { ip: "127.0.0.1", userAgent: "test" });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return {
    userId,
    email: email.toLowerCase(),
    cookie,
    headers: { cookie },
    writeHeaders: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/json" },
  };
}

/**
 * A browser-like client of /api/manage for tests: same-origin requests (Sec-Fetch-Site), JSON bodies, and the
 * session cookie kept from Set-Cookie as a browser would (cleared by Max-Age=0).
 */
export class ManageClient {
  cookie: string | null;
  constructor(
    readonly origin: string,
    cookie: string | null = null,
  ) {
    this.cookie = cookie;
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; res: Response }> {
    const headers: Record<string, string> = { "sec-fetch-site": "same-origin" };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.origin}/api/manage${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) {
      const [pair = ""] = set.split(";");
      this.cookie = /Max-Age=0/.test(set) ? null : pair;
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  }
}
