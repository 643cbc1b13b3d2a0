// The request's client as the limits count it (http/client-address.ts), and as its holds record it: keyed by the
// server's secret, so the database holds no address.
import type { IncomingMessage } from "node:http";
import type { AppContext } from "../context.ts";
import { addressKey, clientAddress } from "../http/client-address.ts";
import { AbuseLimits } from "../domain/limits/abuse-limits.ts";

/** The key the limits count this request's client under (its address, an IPv6 address by its /64; TRUST_PROXY). */
export function clientKey(ctx: Pick<AppContext, "trustProxy">, req: IncomingMessage): string {
  return addressKey(clientAddress(req, ctx.trustProxy));
}

/** The client's key as stored with its holds: keyed by the server's secret, so the database holds no address. */
export function clientHash(ctx: Pick<AppContext, "trustProxy" | "ticketSecret">, req: IncomingMessage): string {
  return AbuseLimits.clientHash(ctx.ticketSecret, clientKey(ctx, req));
}
