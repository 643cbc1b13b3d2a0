// Tests only: the back office's API as a signed-in member calls it (one organizer's routes, JSON in and out), and a
// paid order of two tickets made by a buyer through the Stripe sandbox (demo mode), for the orders routes' tests.
import type { RunningServer } from "../server.ts";
import type { ManageSession } from "./manage-session.ts";
import { cartBody, post } from "./payments.ts";

export type OrgApi = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Calls /api/manage/organizers/:org + path as `who` (a state change with the same-origin JSON headers). */
export function orgApi(server: () => RunningServer, who: () => ManageSession, org = 1): OrgApi {
  return async (method, path, body) => {
    const res = await fetch(`${server().origin}/api/manage/organizers/${org}${path}`, {
      method,
      headers: body === undefined ? who().headers : who().writeHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

/** A paid order of event 101 (two tickets, 53.50), paid through the Stripe sandbox; its id. */
export async function paidStripeOrder(origin: string): Promise<string> {
  const created = await post(origin, "/api/stripe/create-payment-intent", {
    ...cartBody(),
    payment_method_types: ["card"],
  });
  const secret = String(created.body.clientSecret);
  const intent = secret.split("_secret_")[0]!;
  await post(origin, `/sandbox/stripe/intents/${intent}/confirm`, { client_secret: secret, outcome: "succeeded" });
  const paid = await post(origin, "/api/stripe/verifyIntent", { payment_intent: intent, client_secret: secret });
  if (paid.status !== 200) throw new Error(`the sandbox payment was not confirmed: ${paid.status}`);
  return String(created.body.order_id);
}
